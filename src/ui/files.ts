/** File download and upload through the DOM: export a saved game, pick one to import. */

/** Offers a text file for download. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The id of the hidden file input (tests may set files on it directly). */
export const FILE_INPUT_ID = 'import-file';

/** Opens the browser's file picker for one JSON file; resolves its text, or null when nothing was chosen. */
export function pickTextFile(
  accept = '.json,application/json',
): Promise<{ name: string; text: string } | null> {
  document.getElementById(FILE_INPUT_ID)?.remove();
  const input = document.createElement('input');
  input.type = 'file';
  input.id = FILE_INPUT_ID;
  input.accept = accept;
  input.style.display = 'none';
  document.body.append(input);
  return new Promise((resolve) => {
    const done = (v: { name: string; text: string } | null): void => {
      input.remove();
      resolve(v);
    };
    input.addEventListener('cancel', () => done(null));
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) {
        done(null);
        return;
      }
      file.text().then(
        (text) => done({ name: file.name, text }),
        () => done({ name: file.name, text: '' }),
      );
    });
    input.click();
  });
}

/** Removes a pending picker's input (when its screen closes). */
export function dropFilePicker(): void {
  document.getElementById(FILE_INPUT_ID)?.remove();
}
