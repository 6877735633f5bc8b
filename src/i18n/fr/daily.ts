/** French: the daily deal. */
import type { CatalogueArea } from '../catalogue';

export const daily = {
  'title.daily': 'Donne du jour',
  'daily.title': 'Donne du jour',
  'daily.intro':
    'Une donne par jour, les mêmes cartes pour tout le monde : toi contre trois joueurs virtuels experts.',
  'daily.deal': 'Donne du {date}',
  'daily.code': 'Code : {code}',
  'daily.play': 'Jouer cette donne',
  'daily.today': 'Revenir à la donne du jour',
  'daily.copyLink': 'Copier le lien',
  'daily.copied': 'Lien copié : {link}',
  'daily.copyFailed': 'La copie est bloquée ici. Voici le lien : {link}',
  'daily.openCode': 'Ouvrir un code',
  'daily.codeHint': 'code ou date',
  'daily.badCode': 'Ce n’est ni un code de donne ni une date du {first} au {last}.',
  'daily.history': 'Tes résultats du jour',
  'daily.none': 'Aucune donne du jour terminée. Joues-en une et elle apparaîtra ici.',
  'daily.won': 'gagnée',
  'daily.lost': 'perdue',
  'daily.row': '{date} · {score} PV · {outcome}',
  'daily.best': 'Ton record sur cette donne : {score} PV',
  'daily.noBest': 'Tu n’as pas encore terminé cette donne.',
  'daily.streak': { one: 'Série : {count} jour', other: 'Série : {count} jours' },
  'daily.you': 'Toi',
  'daily.rival': 'As {n}',
  'daily.unreadable': 'Impossible de lire les résultats du jour dans le stockage du navigateur.',
  'daily.recorded': 'Donne du {date} enregistrée : {score} PV.',
} as const satisfies CatalogueArea;
