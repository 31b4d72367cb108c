# Les mots du site en français.


## The header
nav-site = Site
menu = ☰ Menu
nav-play = Jouer
nav-analysis = Analyse
nav-editor = Éditeur
nav-training = Puzzles
nav-problems = Problèmes
nav-archive = Archives
nav-players = Joueurs
nav-tv = TV
nav-tv-title = La partie à l’affiche, en direct
nav-tournaments = Tournois
nav-engines = Moteurs
nav-rules = Règles
tournament-next-title = { $name } : le prochain tournoi
tournament-live-title = { $name } : en cours, rejoignez-le
tournament-sr = Tournoi { $name } :
tournament-in = dans { $time }
tournament-live = en direct
settings = Réglages
settings-title = Le jeu de pièces, pages claires ou sombres, la langue
pieces-title = Jeu de pièces
set-figures = Figures
set-turned = Tournées
set-letters = Lettres
theme = Thème
theme-system = ◐ Système
theme-light = ☀ Clair
theme-dark = ☾ Sombre
language = Langue
my-games = Mes parties
my-games-title = Vos parties
your-turn-title = Parties où c’est à vous de jouer
challenges-for-you = Défis pour vous
me-title = Votre profil, votre compte et la déconnexion
your-account = Votre compte
profile = Profil
account = Compte
sign-out = Se déconnecter
anon-me-title = Votre nom ici ; changez-le dans votre compte
sign-in = Se connecter
sign-up = S’inscrire

## The pieces' names, game by game
piece-chaturanga-davidson-K = Raja
piece-chaturanga-davidson-Q = Mantri
piece-chaturanga-davidson-E = Gaja
piece-chaturanga-davidson-N = Ashva
piece-chaturanga-davidson-R = Ratha
piece-chaturanga-davidson-P = Padati
piece-great-shatranj-K = Roi
piece-great-shatranj-G = Général
piece-great-shatranj-M = Ministre
piece-great-shatranj-H = Grande Prêtresse
piece-great-shatranj-E = Éléphant
piece-great-shatranj-N = Cavalier
piece-great-shatranj-W = Woody
piece-great-shatranj-P = Pion
piece-great-shatranj-S = Soldat
piece-parsi-K = Raja
piece-parsi-Q = Vizir
piece-parsi-B = Éléphant
piece-parsi-N = Cheval
piece-parsi-R = Bateau
piece-parsi-P = Pion
piece-shatranj-kamil-64-K = Roi
piece-shatranj-kamil-64-G = Général
piece-shatranj-kamil-64-E = Éléphant
piece-shatranj-kamil-64-S = Général d’argent
piece-shatranj-kamil-64-N = Cavalier
piece-shatranj-kamil-64-R = Tour
piece-shatranj-kamil-64-P = Pion
piece-shatranj-K = Shah
piece-shatranj-Q = Fierge
piece-shatranj-B = Aufin
piece-shatranj-N = Cheval
piece-shatranj-R = Roc
piece-shatranj-P = Pion

## The game page
no-such-game = Partie introuvable
no-such-game-help = Vérifiez le lien, ou lancez une nouvelle partie depuis l’accueil.
to-the-lobby = Vers l’accueil
challenge-waiting = Vous avez défié { $name } : la partie commence quand il accepte.
challenge-waiting-help = Il le voit tout de suite s’il est sur le site, sinon à sa prochaine visite.
cancel-challenge = Annuler le défi
challenge-to-you = { $name } vous défie.
challenge-between = { $name } a défié { $other } : la partie commence quand il accepte.
invite-seek = Votre proposition est dans l’accueil : la partie commence quand quelqu’un l’accepte. Vous pouvez aussi envoyer ce lien à un ami.
invite-friend = Invitez votre adversaire : envoyez-lui ce lien ; la partie commence quand il l’ouvre.
invite-link = Lien d’invitation
invite-seek-stays = La proposition reste dans l’accueil tant que cette page ou l’accueil est ouvert.
cancel-seek = Annuler la proposition
cancel-game = Annuler la partie
changed-rules-of = { $game } aux règles modifiées :
needs-javascript = L’échiquier a besoin de JavaScript. La partie en texte :
loading-board = Chargement de l’échiquier… S’il reste vide, l’interface n’est pas construite :
berserk-both = Les deux joueurs sont passés en berserk : la moitié de la pendule, et un point de plus pour une victoire en sept coups ou plus.
berserk-white = Les Blancs sont passés en berserk : la moitié de la pendule, et un point de plus pour une victoire en sept coups ou plus.
berserk-black = Les Noirs sont passés en berserk : la moitié de la pendule, et un point de plus pour une victoire en sept coups ou plus.
berserk = Berserk
berserk-title = Renoncez à la moitié de votre pendule pour un point de plus si vous gagnez en sept coups ou plus
back-to-tournament = Retour au tournoi
analyse-game = Analyser cette partie
download-pgn = Télécharger le PGN
download-diagram = Télécharger le diagramme
download-diagram-title = Une image (PNG) de la position affichée, pour une page ou l’impression
download-courier = Télécharger le journal Game Courier
rules-of = Règles du { $game }
game-title = Partie de { $game }

## Joining a game by invitation
game-started = Cette partie a commencé
watch-it = La regarder
days-a-move = { $n ->
    [one] { $n } jour par coup
   *[other] { $n } jours par coup
}
rating-any = tout
invites-you = { $name } vous invite au { $game }
host = Hôte :
clock = Pendule :
for-ratings = pour les classements de { $min } à { $max }
own-game = C’est votre propre partie : elle commence quand quelqu’un d’autre prend l’autre place.
back-to-it = Y retourner
rated-needs-account = Une partie classée se joue entre comptes : inscrivez-vous ou connectez-vous pour la prendre.
you-play-as = Vous jouez sous le nom { $name }.
your-name = Votre nom
name-made-for-you = un nom vous est donné
join-game = Rejoindre la partie
join = Rejoindre

## Accounts: signing up and in, the account page
played-as = Vous avez joué sous le nom { $name } : vos parties restent à vous quand vous vous inscrivez.
name = Nom
name-help = De 3 à 20 lettres (A–Z), chiffres, _ ou -. Visible des autres joueurs ; il ne peut pas être changé ensuite.
password = Mot de passe
password-help = Au moins 8 caractères.
have-account = Déjà un compte ?
new-here = Nouveau ici ?
or-just-play = Ou jouez simplement : un nom vous est donné.
language-help = La langue du site, dans ce navigateur et sur votre compte
not-played-yet = Vous n’avez pas encore joué : inscrivez-vous, connectez-vous, ou jouez simplement (un nom vous est donné).
anon-as = Vous jouez sans compte, sous le nom { $name } (ce navigateur se souvient de vous).
new-name = Nouveau nom
change-name = Changer mon nom
keep-games = Gardez vos parties partout
keep-games-help = pour jouer des parties classées et vous connecter depuis n’importe quel navigateur ; vos parties jusqu’ici restent à vous.
signed-in-as = Connecté en tant que
my-page = Ma page
change-password = Changer votre mot de passe
current-password = Mot de passe actuel
new-password = Nouveau mot de passe
change-my-password = Changer mon mot de passe
delete-account = Supprimer votre compte
delete-account-help = Vos parties restent dans les archives sans votre nom.
delete-my-account = Supprimer mon compte
delete-what = Vos parties restent dans les archives, jouées par « joueur supprimé » ; vos classements et votre page disparaissent, et votre nom pourra être pris par quelqu’un d’autre.
password-to-confirm = Votre mot de passe, pour confirmer
account-deleted = Votre compte est supprimé
err-name-length = Un nom compte de 3 à 20 caractères.
err-name-kept = Ce nom est réservé au site ; choisissez-en un autre.
err-name-char = { $what } ne peut pas figurer dans un nom : utilisez les lettres A–Z, les chiffres, _ et -.
err-a-space = Une espace
err-name-taken = Le nom { $name } est pris ; choisissez-en un autre.
err-name-like = { $name } est, ou ressemble à, le nom du compte { $other } ; choisissez-en un autre.
err-password-short = Un mot de passe compte au moins 8 caractères.
err-password-long = Un mot de passe compte au plus 1000 octets.
err-too-many = Trop de tentatives depuis votre réseau : attendez quelques minutes et réessayez.
err-wrong = Nom ou mot de passe incorrect.
err-type-both = Tapez votre nom et votre mot de passe.
err-not-current = Ce n’est pas votre mot de passe actuel.
err-not-password = Ce n’est pas votre mot de passe.
err-no-password = Ce compte n’a pas de mot de passe.
err-failed = Le mot de passe n’a pas pu être enregistré ; réessayez.

## The lobby
lobby-title = Jouez à la famille du shatranj
quick-pairing = Appariement rapide
quick-help = Choisissez un jeu et une cadence : vous êtes apparié à un joueur qui attend la même chose, ou votre proposition attend dans l’accueil jusqu’à ce que quelqu’un la prenne. Les temps sont des minutes + des secondes ajoutées par coup.
how-to-play = Comment jouer au { $game }
about-shatranj = { $game } : les échecs de la Perse médiévale et du monde arabe. La fierge va d’une case en diagonale et l’aufin saute de deux, aussi les parties sont longues ; pater l’autre roi, ou lui prendre toutes ses pièces, gagne.
about-chaturanga-davidson = { $game } : les échecs indiens tels que H. A. Davidson les a décrits. Il n’y a pas de mat : le roi peut être pris, et laisser l’autre roi seul sur l’échiquier gagne.
about-parsi = { $game } : les échecs indiens de 1814, proches de ceux d’aujourd’hui (dame et fous), avec un saut de cavalier du roi, des pions qui ne se promeuvent qu’en pièces déjà perdues, et pas de pat.
about-shatranj-kamil-64 = { $game } : le shatranj sur 64 cases avec des pièces plus fortes (généraux d’argent, éléphants sauteurs) ; le pat gagne, et un roi seul a dix coups pour se sauver.
about-great-shatranj = { $game } : le shatranj sur un échiquier de 10x8 avec des pièces plus fortes dont les longs coups sont des sauts de deux cases ; les pions se promeuvent en pièces déjà perdues, ou en soldat.
start-of = le début du { $game }
create-game = Créer une partie
create-game-help = contre le moteur, avec un ami par lien, ou avec votre propre cadence et vos règles
time-control = Cadence
custom-clock = Personnalisée
minutes = Minutes
seconds-a-move = + secondes par coup
opponent = Adversaire
opponent-engine = Le moteur
opponent-friend = Un ami (par lien)
opponent-anyone = N’importe qui (proposition ouverte)
engine-strength = Force du moteur
level-beginner = débutant
level-club = joueur de club
level-full = pleine force
your-colour = Votre couleur
colour-random = Au hasard
rating-range = Classement de l’adversaire (propositions ouvertes)
rated-help = Les parties classées changent le classement des deux joueurs : les cinq jeux selon leurs propres règles, depuis leur début, avec pendule. Les parties contre le moteur sont amicales.
casual-note = Amicale. Inscrivez-vous ou connectez-vous pour jouer des parties classées.
you-play-as-prefix = Vous jouez sous le nom
rules-set-as-sources = Réglées comme le disent les sources du jeu ; n’en changez une que pour jouer une autre lecture.
more-rule-options = Plus d’options de règles
other-start = Partir d’une autre position
fen-label = Position (FEN ; vide : le début propre au jeu)
create-the-game = Créer la partie
open-seeks = Propositions ouvertes
open-seeks-help = Parties qui attendent que quelqu’un prenne l’autre place : un clic sur une cadence dans la grille ci-dessus en crée une, de même que « N’importe qui (proposition ouverte) » sous Créer une partie.
no-tournaments = Aucun annoncé.
create-one = En créer un
all-tournaments = Tous les tournois
games-in-progress = Parties en cours

# Error pages.
error-not-found-title = Page introuvable
error-not-found = Il n'y a rien à cette adresse. Vérifiez le lien.
error-method-title = Pas une page
error-method = Cette adresse n'accepte pas ce genre de requête.
error-too-many-title = Trop de requêtes
error-too-many = Votre adresse a envoyé trop de requêtes : attendez quelques secondes et réessayez.
error-forbidden-title = Non autorisé
error-forbidden = Vous ne pouvez pas faire cela ici.
error-server-title = Un problème est survenu
error-server = Le serveur n'a pas pu répondre pour l'instant. Réessayez dans un moment.
error-bad-title = Cela n'a pas marché
error-bad = La requête n'a pas pu être lue.
error-unavailable-title = Indisponible
error-unavailable = La base de données ne répond pas. Réessayez dans un moment.

## The analysis board, the editor, playing offline
study-game = Jeu
board-loading = Chargement de l'échiquier… S'il reste vide, l'interface n'est pas construite ; lancez :
back-to-game = Retour à la partie
an-title = Échiquier d'analyse : { $game }
an-title-game = Analyse : { $name }
an-in-progress-title = Partie en cours
an-in-progress = Cette partie se joue encore
an-in-progress-help = L'échiquier d'analyse s'ouvre quand elle est finie.
an-cannot-open = Impossible d'ouvrir l'échiquier d'analyse
an-bad-fen = Cette position ne peut pas servir : { $text }. Voici le début à la place.
an-needs-js = L'échiquier d'analyse a besoin de JavaScript.
an-game-pgn = Le PGN de la partie
an-help = Cliquez ou faites glisser les pièces pour essayer des coups ; chacun est gardé dans la liste, les variantes aussi, et dans l'adresse de la page : un lien partage toute l'analyse. Les flèches montrent les meilleurs coups du moteur (bleu foncé : le meilleur). Touches : ← → pour avancer et reculer, Début et Fin.

## Problems: the list, a problem's page
pb-title = Problèmes
pb-lead = Jouez le camp qui doit atteindre le but ; le moteur défend avec ses meilleurs coups. D'abord les problèmes des anciens maîtres (les mansubat arabes et le livre d'Alphonse X de 1283), chacun avec sa source et son histoire, puis des positions trouvées dans des parties. Tout ce qui est affirmé d'un problème (sa clé, une seconde solution, une défense meilleure que celle du livre) a été prouvé par Rukh, qui a essayé toutes les défenses.
pb-collections = Recueils
pb-from-play = Positions tirées de parties
pb-from-play-help = Des gains forcés trouvés dans des parties de Rukh et des joueurs d'ici : un seul premier coup gagne, et la preuve le montre.
pb-site-own = Les problèmes de ce site
pb-number = N° { $n }
pb-unusable-flag = Injouable tel qu'il a été lu
pb-rated = { $n ->
    [one] Cotée { $rating } d'après le résultat d'un joueur
   *[other] Cotée { $rating } d'après les résultats de { $n } joueurs
}
pb-cook-flag = A une seconde solution
pb-defence-flag = La défense du livre n'est pas la meilleure
pb-none = Aucun problème de ce nom
pb-all = Tous les problèmes
pb-heading = Problème de { $game } { $name }
pb-page-title = Problème : { $name }
pb-needs-js = La résolution a besoin de JavaScript.
pb-loading = Chargement de l'échiquier…
pb-unusable = Ce problème ne peut pas être joué tel qu'il a été lu :
pb-in-english = L'histoire et la source du problème sont données en anglais, telles qu'elles ont été lues dans les manuscrits et leurs éditions.
pb-history = Histoire
pb-read = Comment il a été lu
pb-source = Source
pb-rules-of = Règles du { $game }

## A problem's task ($what: one of the goal words; $other: the side that solves)
stip-play = Les { $side } jouent et { $what }
stip-mates = Les { $side } jouent ; les { $other } font mat en { $n }
stip-must = Les { $side } jouent ; les { $other } doivent { $what }
goal-mate = font mat en { $n }
goal-mate-pawn = font mat avec le pion en { $n }
goal-bare-king = dépouillent le roi en { $n }
goal-win = gagnent en { $n }
goal-draw = { $n ->
    [one] tiennent la nulle pendant { $n } coup
   *[other] tiennent la nulle pendant { $n } coups
}

## A problem's verdicts ($reason: how the game ended)
pr-game-ends = La partie se termine : { $reason }
pr-solved = Résolu : { $reason }
pr-wins-not-asked = Cela gagne ({ $reason }), mais pas comme le problème le demande.
pr-loses = Cela perd : l'autre camp gagne maintenant par force dans les coups restants.
pr-moves-used = Les { $n } coups sont épuisés et le but n'est pas atteint.
pr-slip = Le gain vous échappe : la défense tient maintenant plus longtemps que les coups restants.
pr-no-defence = Aucune défense à jouer.
pr-held = Résolu : vous avez tenu la nulle pendant { $n } coups.
pr-holding = { $n ->
    [one] Vous tenez. Encore { $n } coup à tenir.
   *[other] Vous tenez. Encore { $n } coups à tenir.
}
pr-first-mate = { $n ->
    [one] Les { $side } jouent d'abord. À vous : { $n } coup pour mater.
   *[other] Les { $side } jouent d'abord. À vous : { $n } coups pour mater.
}
pr-first-bare-king = { $n ->
    [one] Les { $side } jouent d'abord. À vous : { $n } coup pour dépouiller le roi.
   *[other] Les { $side } jouent d'abord. À vous : { $n } coups pour dépouiller le roi.
}
pr-first-win = { $n ->
    [one] Les { $side } jouent d'abord. À vous : { $n } coup pour gagner.
   *[other] Les { $side } jouent d'abord. À vous : { $n } coups pour gagner.
}
pr-good = { $n ->
    [one] Bien. Encore { $n } coup.
   *[other] Bien. Encore { $n } coups.
}

## What the proof found of a problem ($san: a move; $count: positions searched)
pf-holds = { $san } tient la nulle pendant { $n } coups contre toute défense (la preuve les a toutes essayées).
pf-reaches = Les { $side } atteignent le but en { $n } coups quoi que jouent d'abord les { $other } (la preuve a essayé toute défense).
pf-wins-best = { $san } gagne en { $n } coups contre toute défense ; contre la meilleure défense, il en faut { $num }.
pf-wins = { $san } gagne en { $n } coups contre toute défense (la preuve les a toutes essayées).
pf-fails = Le { $san } du livre ne réussit pas (le but : { $what }) contre la meilleure défense : il faut { $num } coups.
pf-fails-more = Le { $san } du livre ne réussit pas (le but : { $what }) contre la meilleure défense : il en faut davantage.
pf-unsettled-line = On n'a pas établi si la ligne du livre gagne en { $n } contre toute défense : la preuve a épuisé ses { $count } positions.
pf-defence = La défense du livre n'est pas la plus longue : voyez la défense la plus longue.
pf-cook = { $san } ({ $what })
pf-cook-within = { $san } (en { $n } au plus)
pf-second = { $n ->
    [one] Une seconde solution : { $text } atteint aussi le but à temps.
   *[other] Une seconde solution : { $text } atteignent aussi le but à temps.
}
pf-unsettled-hold = Question non tranchée en { $count } positions : { $text } tient-il aussi à temps ?
pf-unsettled-win = Question non tranchée en { $count } positions : { $text } gagne-t-il aussi à temps ?
pf-none-hold = Aucun autre premier coup ne tient la nulle non plus : tel qu'énoncé, en { $n } coups, le problème n'a pas de solution.
pf-none-win = Aucun autre premier coup n'atteint non plus le but à temps : tel qu'énoncé, en { $n } coups, le problème n'a pas de solution.
pf-only-hold = Aucun autre premier coup ne tient la nulle : la clé est unique.
pf-only-win = Aucun autre premier coup n'atteint le but à temps : la clé est unique.

## The rules' options: the lobby's form, the rules pages, a game's changed rules
rule-stalemate = Pat
rule-stalemate-what = Ce qui arrive au camp qui n'a aucun coup légal et n'est pas en échec.
rule-stalemate-is-loss = le camp pat perd
rule-stalemate-is-draw = nulle
rule-stalemate-is-forbidden = il est interdit de mettre l'adversaire pat
rule-bare-king = Roi dépouillé
rule-bare-king-what = Ce qui arrive quand un roi a perdu toutes ses pièces (il est « dépouillé »).
rule-bare-king-is-shatranj = le camp dépouillé perd, sauf s'il dépouille aussitôt l'autre roi (nulle)
rule-bare-king-is-boorj = dépouiller le roi met fin à la partie aussitôt (« Boorj »)
rule-bare-king-is-counted = le roi seul dispose d'un nombre de coups pour obtenir la nulle, puis il perd
rule-bare-king-is-none = aucune règle : le jeu continue
rule-bared-loses-vs-two = Le roi dépouillé face à deux pièces perd aussitôt
rule-bared-loses-vs-two-what = Un roi dépouillé dont l'adversaire garde deux pièces ou plus ne peut le dépouiller en un coup ; il perd donc aussitôt.
rule-bare-king-first = Le dépouillement est jugé avant le pat
rule-bare-king-first-what = Quand le camp dépouillé n'a pas non plus de coup, c'est la règle du roi dépouillé qui décide, pas le pat.
rule-boorj = Le Boorj compte comme
rule-boorj-what = Le résultat du dépouillement du raja.
rule-boorj-is-win = un gain du plus bas degré
rule-boorj-is-draw = nulle
rule-grades = Degrés de victoire
rule-grades-what = Les gains ont des degrés : Boorj, puis mat par une pièce, puis mat par un pion.
rule-pawn-mate = Quels mats sont des mats de pion
rule-pawn-mate-what = Le plus haut degré de gain, un mat donné par un pion.
rule-pawn-mate-is-pawn-gives-check = un pion qui a joué, sans promotion, donne lui-même l'échec
rule-pawn-mate-is-pawn-moved = tout mat fait par un coup de pion
rule-lone-stalemater-draws = Le pat d'un roi seul est nul
rule-lone-stalemater-draws-what = Un pat donné par un camp qui n'a plus que son roi est nul, pas gagnant.
rule-lone-king-moves = Coups du roi seul
rule-lone-king-moves-what = Combien de coups a un roi seul (recomptés après chacune de ses prises) pour obtenir la nulle.
rule-lone-king-win = Quand les coups du roi seul sont épuisés
rule-lone-king-win-what = Si l'adversaire gagne alors aussitôt ou peut réclamer le gain.
rule-lone-king-win-is-automatic = l'adversaire gagne aussitôt
rule-lone-king-win-is-claim = l'adversaire peut réclamer le gain
rule-king-capture = Les rois peuvent être pris
rule-king-capture-what = Il n'y a pas d'échec : un roi peut rester attaqué, et le prendre gagne.
rule-no-moves = Un camp sans aucun coup
rule-no-moves-what = Là où les rois peuvent être pris : le résultat pour un camp qui ne peut pas jouer.
rule-no-moves-is-loss = il perd
rule-no-moves-is-draw = nulle
rule-perpetual-check-illegal = Pas d'échec perpétuel
rule-perpetual-check-illegal-what = Il est interdit de donner échec pour répéter la position une troisième fois, sauf s'il n'y a pas d'autre coup.
rule-royal-leap = Le saut unique du roi
rule-royal-leap-what = Un coup que le roi peut jouer une fois dans la partie, sans prendre, jusqu'à son premier échec (notation de Betza ; vide : aucun).
rule-double-step-files = Pions qui peuvent avancer de deux cases
rule-double-step-files-what = Les colonnes dont les pions peuvent avancer de deux cases depuis leur départ.
rule-double-step-needs-unmoved-master = Le pas double exige la pièce de derrière
rule-double-step-needs-unmoved-master-what = Un pion ne peut avancer de deux cases que tant que la pièce partie derrière lui n'a pas joué.
rule-promotion-file = Quelle colonne décide d'une promotion
rule-promotion-file-what = Un pion devient la pièce qui partait de la dernière rangée d'une colonne : laquelle compte.
rule-promotion-file-is-destination = la colonne où le pion est promu
rule-promotion-file-is-origin = la colonne d'où le pion est parti
rule-royal-file-promotes-to = Le pion de la colonne du roi devient
rule-royal-file-promotes-to-what = La pièce en laquelle le pion de la colonne du roi est promu si l'une d'elles est perdue (« - » : jamais).
rule-promotion-bonus = Coup supplémentaire après promotion
rule-promotion-bonus-what = La pièce (sa lettre) qui, faite par promotion, peut rejouer aussitôt, sauf si sa case est attaquée.
rule-repetition = Nulle par répétition
rule-repetition-what = Nulle quand la même position se présente ce nombre de fois (0 : désactivé). Une convention des moteurs et des serveurs, pas une règle des sources.
rule-move-rule = Nulle au compte des coups
rule-move-rule-what = Nulle après ce nombre de coups de chaque camp sans prise ni coup de pion (0 : désactivé). Une convention, pas une règle des sources.
rule-yes = oui
rule-no = non
rule-convention = Une convention des moteurs et des serveurs.
rule-source = Source : { $text }.
rule-source-decision = Source : { $text } (décision { $name } du contrat des règles, là où les sources se taisent ou divergent).
rule-contract = le contrat des règles
rule-other-start = depuis une autre position de départ

## The rules pages ($piece, $pieces: the pieces' names in the language)
rules-none = Aucun jeu nommé « { $name } »
rules-moves-of = déplacements : { $piece }
rules-start = Le départ : { $n }×{ $num } cases.
rules-play = Jouer au { $game }
rules-print = Jouez chez vous : imprimez l'échiquier et les pièces à découper :
rules-letter = Letter
rules-diagram = diagramme de départ
rules-how = Comment jouer
rules-pieces = Pièces
rules-legend = Points verts : déplacements ; anneaux rouges : prises ; brun : les deux ; losanges bleus : un coup spécial (voir sous le diagramme).
rules-betza = Pour les moteurs et les fichiers de variantes (notation de Betza) :
rules-site = Les règles que ce site applique
rules-site-help = Chacune peut être changée en créant une partie (dans le salon, sous les règles du jeu).
rules-fen = Position de départ (FEN) :
rules-endings = Finales
rules-endings-text = Quelles finales à trois et quatre pièces gagnent et lesquelles sont nulles, telles que les tables de finales de Rukh les résolvent :
rules-endings-link = Finales du { $game }
rules-sources = Sources
htp-turns = Les Blancs commencent ; les camps jouent à tour de rôle, un coup chacun. Les pièces se déplacent comme le montrent les diagrammes ci-dessous.
htp-king-capture = Il n'y a pas d'échec : on gagne en prenant le roi adverse. Un roi peut rester attaqué, et qui le laisse ainsi peut le perdre.
htp-checkmate = On gagne par échec et mat : le roi adverse est attaqué et n'a aucun coup pour s'échapper.
htp-bare-shatranj = Ou on gagne en dépouillant le roi adverse : en prenant toutes ses pièces. Un roi dépouillé ne sauve la partie qu'en dépouillant le vôtre en retour (nulle).
htp-bare-boorj = Dépouiller le raja adverse (prendre toutes ses pièces) met fin à la partie aussitôt : « Boorj ».
htp-bare-counted = Un roi resté seul dispose de { $n } coups (recomptés après chacune de ses prises) pour obtenir la nulle en dépouillant l'autre roi ou par pat ; sinon il perd.
htp-stalemate-loss-lone = Le camp qui n'a aucun coup légal mais n'est pas en échec (pat) perd, sauf face à un roi seul : c'est alors nulle.
htp-stalemate-loss = Le camp qui n'a aucun coup légal mais n'est pas en échec (pat) perd.
htp-stalemate-draw = Le camp qui n'a aucun coup légal mais n'est pas en échec (pat) : nulle.
htp-stalemate-forbidden = Vous ne pouvez pas mettre votre adversaire pat (le laisser sans coup hors d'échec), ni donner d'échec perpétuel.
htp-grades = Les gains ont des degrés : le Boorj est le plus bas, puis le mat par une pièce, et le mat donné par un pion est le plus haut.
htp-conventions = La nulle par répétition ({ $n } fois) et après { $num } coups de chaque camp sans prise ni coup de pion sont des conventions de ce site, pas des règles des sources ; les deux peuvent être désactivées.
promo-none = Les pions ne sont pas promus.
promo-one = Sur la dernière rangée, un pion devient : { $piece }.
promo-choice = Sur la dernière rangée, un pion devient l'une de ces pièces : { $pieces }.
promo-lost = Sur la dernière rangée, un pion devient une pièce que son camp a perdue ({ $pieces }) ; s'il n'en a perdu aucune, il ne peut pas être promu.
promo-lost-always = Sur la dernière rangée, un pion devient une pièce que son camp a perdue ({ $pieces }), ou : { $piece } ; s'il n'en a perdu aucune, il ne peut pas être promu.
promo-file = Sur la dernière rangée, un pion devient la pièce partie de cette colonne, et seulement une fois qu'une pièce de ce type a été perdue ; jusque-là, il ne peut pas entrer sur la dernière rangée.
promo-one-zone = En atteignant l’une des { $n } dernières rangées, un pion devient { $piece }.
promo-choice-zone = En atteignant l’une des { $n } dernières rangées, un pion devient l’une de ces pièces : { $pieces }.
promo-zone-note = Ici, la zone de promotion couvre les { $n } dernières rangées, pas seulement la dernière.
promo-optional = La promotion est facultative : un pion peut rester pion.
note-royal-leap = Bleu : une fois dans la partie, sans prendre, le roi peut sauter comme un cheval, pourvu qu'il n'ait jamais été mis en échec.
note-double-step = Bleu : depuis sa case de départ, un pion de la colonne { $text } peut avancer de deux cases.
note-double-step-master = Bleu : depuis sa case de départ, un pion de la colonne { $text } peut avancer de deux cases, tant que la pièce partie derrière lui n'a pas joué.
note-bonus = Faite par promotion, elle peut rejouer aussitôt, sauf si sa case est attaquée.
ed-title = { $game } : composer une position
ed-cannot-open = Impossible d'ouvrir l'éditeur
ed-needs-js = L'éditeur a besoin de JavaScript.
ed-help = Faites glisser les pièces des plateaux sur l'échiquier, ou choisissez-en une et cliquez sur des cases pour la poser (un clic sur une pièce du même type l'enlève). Faites glisser une pièce hors de l'échiquier pour l'enlever. Les règles vérifient la position au fur et à mesure.
off-title = { $game } : jouer contre le moteur hors ligne
off-cannot-open = Ce jeu ne peut pas se jouer hors ligne
off-five = Le moteur du navigateur joue les cinq jeux fournis avec Rukh :
off-over-start = Cette position est déjà finie ; voici le départ.
off-bad-fen = Cette FEN n'est pas une position du { $game } : { $text }
off-needs-js = Jouer hors ligne a besoin de JavaScript.
off-loading-page = Chargement de l'échiquier et du moteur…
off-help = Le moteur réfléchit dans votre navigateur : une fois la page chargée, la partie continue sans réseau, et rien n'est gardé sur le serveur. Pour une partie classée, une pendule et les archives, jouez depuis le salon.
off-lobby = Aller au salon

## The endings pages ($winner, $text, $loser: shares of White's wins, draws, Black's wins)
en-percent = { $n } %
en-shares = Blancs { $winner } · nulle { $text } · Noirs { $loser }
en-shares-said = Les Blancs gagnent { $winner }, nulle { $text }, les Noirs gagnent { $loser }
en-white-wins = Les Blancs gagnent
en-drawn = Nulle
en-depends = Dépend de la position
en-by-mate = par mat
en-by-bare-king = par roi dépouillé
en-by-boorj = par Boorj
en-by-stalemate = par pat
en-by-king-taken = par prise du roi
en-by-ten-moves = par la règle des dix coups
en-by-no-moves = en ne laissant aucun coup
en-play-through = Rejouez-le sur l'échiquier d'analyse
en-longest-of = le plus long gain de { $text }
en-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
en-plies = { $n } demi-coups, trait aux { $side }
en-one-move = Fini en un coup
en-at-once = Fini d'emblée
en-three = Trois pièces : une pièce contre le roi dépouillé
en-four-each = Quatre pièces : une pièce chacun
en-four-two = Quatre pièces : deux pièces contre le roi dépouillé
en-lead = Toutes les finales à trois et quatre pièces (rois compris), résolues par les tables de finales de Rukh selon les règles que ce site applique au { $game }. Le camp fort est le blanc. La barre répartit toutes les positions légales des pièces, quel que soit le trait : vert, les Blancs gagnent ; gris, nulle ; rouge, les Noirs gagnent. Le plus long gain est celui qui dure le plus avec le meilleur jeu des deux camps ; cliquez sur son échiquier pour le rejouer sur l'échiquier d'analyse.
en-kamil = Les dix coups du roi seul se comptent dès qu'il est dépouillé : les positions sont comptées telles qu'elles surviennent, le compte à zéro.
en-great = Sur l'échiquier de 10×8, les finales à quatre pièces sont celles sans pions.
en-others = Finales de :
en-none = Les tables de ce jeu n'ont pas encore été résumées.
en-sources-say = Les sources :
en-col-ending = Finale
en-col-verdict = Verdict des tables
en-col-share = Part des positions
en-col-longest = Plus long gain
en-col-sources = Les sources
en-computed = Calculé par le solveur de finales propre à Rukh, celui du moteur. Les exploitants du site construisent les tables avec

## Players' pages, the players list, one's own games
pl-col-opponent = Adversaire
pl-col-rating = Classement
pl-won = Gagnée
pl-lost = Perdue
pl-drawn = Nulle
pl-aborted = Annulée
pl-you = vous { $side }
pl-history = Historique du classement au { $game } : { $n } parties classées, de { $from } à { $num }
pl-none-title = Aucun joueur de ce nom
pl-none = Aucun joueur nommé « { $name } »
pl-see-players = Voir les joueurs
pl-online = sur le site
pl-away = absent
pl-online-sr = Sur le site :
pl-away-sr = Absent :
pl-challenge = Défier { $name }
pl-follow = Suivre
pl-unfollow = Ne plus suivre
pl-to-challenge = pour défier ou suivre { $name }.
pl-followers = { $n ->
    [one] { $n } abonné
   *[other] { $n } abonnés
}
pl-engine = Le moteur de Rukh, à la force { $text } sur 8. Les parties contre le moteur ne sont pas classées.
pl-play-it = L'affronter
pl-since = Joue ici depuis le { $text }.
pl-finished-n = { $n ->
    [one] { $n } partie terminée :
   *[other] { $n } parties terminées :
}
pl-won-n = { $n } gagnées
pl-lost-n = { $n } perdues
pl-drawn-n = { $n } nulles
pl-ratings = Classements
pl-no-rated = Pas encore de partie classée.
pl-provisional = Provisoire : le classement se stabilise après quelques parties de plus
pl-rated-games = { $n ->
    [one] { $n } partie classée
   *[other] { $n } parties classées
}
pl-wld-title = gagnées, perdues, nulles
pl-wld = { $n } G · { $num } P · { $count } N
pl-games = Parties
pl-all-games = tous les jeux
pl-any = toutes
pl-filter-won = gagnées
pl-filter-lost = perdues
pl-filter-drawn = nulles
pl-filter = Filtrer
pl-no-match = Aucune partie terminée ne correspond.
pl-pages = Pages de parties
pl-newer = ‹ Plus récentes
pl-older = Plus anciennes ›
pl-clock = Pendule
pl-send = Envoyer le défi
pl-engine-accepts = Le moteur accepte aussitôt : la partie commence dès l'envoi.
pl-they-see = { $name } le voit aussitôt s'il est sur le site, et l'accepte ou le refuse.
pl-find = Trouver un joueur
pl-find-placeholder = un nom ou son début
pl-search = Chercher
pl-following = Joueurs que vous suivez
pl-found = Joueurs trouvés
pl-none-begins = Aucun nom de joueur ne commence par « { $name } ».
pl-challenge-lower = défier
pl-board-help = Les meilleurs classements établis (après assez de parties classées pour s'y fier) des joueurs ayant joué une partie classée de { $game } ces 30 derniers jours.
pl-nobody = Personne pour l'instant.
pl-no-games = Vous n'avez pas encore de parties : jouez (un nom vous est donné) ou connectez-vous.
pl-in-progress = En cours
pl-none-yet = Aucune.
pl-start-one = En commencer une
pl-your-move = À vous de jouer
pl-their-move = À l'adversaire
pl-against = contre
pl-waiting = En attente d'un adversaire
pl-finished = Terminées
pl-no-finished = Pas encore de partie terminée.
pl-browser-kept = Ces parties sont gardées pour ce navigateur : inscrivez-vous pour les garder partout.

## The archive ($name and $other: the players)
ar-white-won = Les Blancs ont gagné
ar-black-won = Les Noirs ont gagné
ar-unfinished = Inachevée
ar-open = Ouvrir la partie : { $game }, { $name } contre { $other }
ar-no-picture = pas d'image
ar-changed = Règles changées :
ar-last-position = la dernière position de { $name } contre { $other }
ar-any-result = tout résultat
ar-draw = nulle
ar-aborted = annulée
ar-player-placeholder = une partie quelconque d'un nom
ar-origin = Origine
ar-played-here = jouées ici
ar-imported = importées
ar-show = Afficher
ar-import = Importer des parties de fichiers PGN ou de journaux Game Courier
ar-none = Aucune partie terminée ne correspond.
ar-page = Page { $n } : parties { $from }–{ $num }, les plus récentes d'abord.
ar-pages = Pages
ar-newer = ← Parties plus récentes
ar-older = Parties plus anciennes →

## Importing games
im-title = Importer des parties
im-lead = Apportez aux archives des parties des cinq jeux (et de ceux de ce serveur) venues d'autres sites et de livres, pour les retrouver et les étudier sur l'échiquier d'analyse.
im-files = Fichiers (PGN ou journaux Game Courier ; plusieurs à la fois)
im-paste = Ou collez-les ici
im-game = Jeu des parties qui ne le disent pas
im-format = Format
im-auto = deviner tout seul
im-pgn = PGN
im-courier = journal Game Courier
im-limits = Jusqu'à { $n } parties et { $num } Kio à la fois. Chaque partie est rejouée selon les règles ; une partie avec un coup illégal est refusée avec le coup et la raison, les autres entrent.
im-import = Importer
im-unreadable = Le formulaire n'a pas pu être lu :
im-imported = { $n ->
    [one] { $n } partie importée
   *[other] { $n } parties importées
}
im-refused = { $n ->
    [one] { $n } partie refusée
   *[other] { $n } parties refusées
}
im-game-n = Partie { $n }
im-game-line = Partie { $n } (ligne { $num })
im-too-long = Le texte fait { $n } octets ; une importation en prend au plus { $num } Kio. Découpez le fichier et importez-le en plusieurs fois.
im-too-many-games = Une importation prend au plus { $n } parties. Découpez le fichier et importez-le en plusieurs fois.
im-no-game = Aucune partie trouvée dans le texte (lu comme { $format }). Collez du PGN ou un journal Game Courier.
im-quota = Une adresse peut importer { $n } parties par heure : encore { $num } maintenant, et ce texte en compte { $asked }. Importez moins de parties, ou réessayez plus tard.
im-why-variant = ses étiquettes nomment un jeu que ce site ne connaît pas : « { $name } »
im-why-fen = son étiquette FEN est fausse : { $problem }
im-why-illegal = le coup { $number } ({ $move }) n'est pas légal à cet endroit
im-why-unreadable = le coup { $number } ({ $move }) ne se lit pas comme un coup
im-why-after-end = le coup { $number } ({ $move }) vient après la fin de la partie : { $ending }
im-why-result-tag = son étiquette de résultat « { $tag } » n'est aucun de 1-0, 0-1, 1/2-1/2 et *
im-why-result = son résultat { $tag } contredit les règles : { $result } ({ $ending })
illegal-over = la partie est déjà finie ({ $ending })
illegal-none-can-reach = aucun { $piece } des { $side } ne peut atteindre { $to }
illegal-king-attacked = le roi serait attaqué en { $to }
illegal-in-check = les { $side } sont en échec, et { $piece } en { $to } n'y répond pas
illegal-pinned = { $piece } est cloué à son roi
illegal-stalemating = cela laisserait les { $side } sans coup, et ce jeu interdit le pat
illegal-perpetual = cela répéterait un échec perpétuel, que ce jeu interdit
illegal-no-promotion = { $piece } ne peut entrer en { $to } : aucune pièce qu'il pourrait devenir
illegal-not-allowed = les règles ne le permettent pas ici
illegal-no-piece = il n'y a pas de pièce en { $to }
illegal-not-yours = { $piece } est aux { $owner }, et c'est aux { $side } de jouer
illegal-name-promotion = nommez la pièce de promotion : { $choices }
illegal-named-pawn = le pion en { $square }
illegal-named-piece = { $piece } en { $square }
illegal-named-empty = la pièce en { $square }
illegal-any-piece = pièce
illegal-pawn = pion
im-all = Toutes les parties importées dans les archives
im-more = En importer d'autres

## The players one follows
fo-nobody = Vous ne suivez encore personne. Suivez un joueur depuis sa page pour voir ici quand il est sur le site et à quoi il joue.
fo-find = Trouver des joueurs
fo-watch = Regarder { $game } { $time }

## Tournaments ($time: a moment in words, "in 5 minutes"; $min and $max: ratings)
tn-under-a-minute = moins d'une minute
tn-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
tn-hours = { $n } heures
tn-in = dans { $time }
tn-ago = il y a { $time }
tn-arena = Arène
tn-swiss = Suisse
tn-rounds-n = { $n ->
    [one] { $n } ronde
   *[other] { $n } rondes
}
tn-starts = commence { $time }
tn-under-way = en cours
tn-ends = finit { $time }
tn-ended = fini { $time }
tn-rating-range = classement de { $min } à { $max }
tn-rating-min = classement { $min } ou plus
tn-rating-max = classement { $max } ou moins
tn-private = privé
tn-bots-welcome = robots bienvenus
tn-arena-lead = Arènes : rejoignez-les quand vous voulez ; vous êtes apparié de nouveau dès que votre partie finit, jusqu'à la fin du temps. Un gain vaut 2 points, une nulle 1 ; après deux gains d'affilée chaque partie compte double (×2) jusqu'à ce qu'une ne soit pas gagnée.
tn-swiss-lead = Suisse : un nombre fixe de rondes ; à chacune vous rencontrez un joueur de votre score que vous n'avez pas rencontré, et la ronde suivante commence quand toutes les parties de la précédente sont finies. Un gain vaut 1 point, une nulle ½.
tn-create = Créer un tournoi
tn-to-create = pour créer un tournoi.
tn-current = En cours et à venir
tn-none-now = Aucun pour l'instant.
tn-none-yet = Aucun encore.
tn-kind = Type
tn-kind-arena = Arène : une durée fixe, apparié de nouveau dès que votre partie finit
tn-kind-swiss = Suisse : un nombre fixe de rondes
tn-default-name = Tournoi de { $game }
tn-f-minutes = Minutes à chaque pendule
tn-f-increment = Secondes ajoutées par coup
tn-f-start = Commence dans, en minutes
tn-f-duration = Durée, en minutes
tn-f-rounds = Rondes
tn-f-gap = Pause entre les rondes, en secondes
tn-f-days = Jours par coup, pour un suisse par correspondance (vide pour la pendule ci-dessus)
tn-f-who = Qui peut participer
tn-f-rated = Classé (comptes seulement)
tn-f-min = Classement minimal (vide : tous)
tn-f-max = Classement maximal (vide : tous)
tn-f-password = Mot de passe, pour un tournoi privé (vide : ouvert à tous)
tn-f-bots = Les robots peuvent participer (les comptes robots ne rejoignent que ces tournois)
tn-f-create = Créer
tn-err-number = { $what } : donnez un nombre de { $min } à { $max }
tn-err-kind = type inconnu « { $text } » : arène ou suisse
tn-err-name = donnez au tournoi un nom de 1 à 60 caractères
tn-err-game = jeu inconnu « { $text } »
tn-err-days = une arène se joue à la pendule ; les jours par coup sont pour un suisse
tn-err-range = le classement maximal est inférieur au minimal
tn-err-password = un mot de passe de 100 caractères au plus
tn-err-form = le formulaire n'a pas pu être lu ; réessayez
tn-err-many = vous avez créé { $n } tournois en un jour, le maximum pour un compte : créez le suivant demain, ou rejoignez l'un de ceux de la liste
tn-podium = Podium
tn-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
tn-points-text = { $text } points
tn-leading = La partie en tête en cours :
tn-watch = la regarder
tn-nobody = Personne n'a encore rejoint.
tn-standings = Classement
tn-points-col = Points
tn-on-fire = En série : la prochaine partie compte double
tn-playing = en jeu
tn-left = parti
tn-sheet = Points de chaque partie
tn-round-starts = La ronde { $n } sur { $num } commence { $time }.
tn-ended-no-round = Fini sans ronde : moins de deux joueurs étaient inscrits au départ.
tn-ended-after = Fini après { $n } rondes sur { $num }.
tn-round-played = La ronde { $n } sur { $num } se joue.
tn-counting = La dernière ronde est finie ; les résultats sont comptés.
tn-round-pairing = La ronde { $n } sur { $num } est en cours d'appariement.
tn-crosstable = Grille
tn-round-title = Ronde { $n }, appariée { $time }
tn-round-abbr = R
tn-buchholz = Buchholz
tn-buchholz-title = Buchholz : la somme des points des adversaires
tn-sb = S-B
tn-sb-title = Sonneborn-Berger : les points des adversaires battus, et la moitié de ceux des adversaires annulés
tn-withdrew = s'est retiré
tn-won-forfeit = gagné par forfait
tn-lost-forfeit = perdu par forfait
tn-won = gagné
tn-drew = nulle
tn-lost = perdu
tn-cell = { $what } avec les { $side } contre { $name }
tn-w = b
tn-b = n
tn-bye-title = Exempt : un point sans partie
tn-bye = exempt
tn-out = Pas apparié à cette ronde
tn-key = Chaque ronde : le résultat (1, ½, 0 ; + et − pour une partie gagnée ou perdue parce qu'un camp n'a jamais joué son premier coup), puis la couleur et la place de l'adversaire. Les égalités sont départagées au Buchholz, puis au Sonneborn-Berger.
tn-no-such = Aucun tournoi de ce nom
tn-see-all = Voir les tournois
tn-withdraw = Se retirer
tn-leave = Quitter (pause)
tn-in-swiss = Vous êtes inscrit : chaque ronde vous apparie à son début, et cette page vous mène à votre partie.
tn-in-running = Gardez cette page ouverte : vous êtes apparié dès que vous êtes libre, et mené à votre partie.
tn-in-upcoming = Vous êtes inscrit. Gardez cette page ouverte au début.
tn-to-join = pour participer.
tn-to-join-casual = pour participer (ou jouez d'abord une partie).
tn-too-many = Trop d'essais
tn-too-many-help = Attendez quelques minutes et réessayez le mot de passe.
tn-over-title = Tournoi fini
tn-over = Ce tournoi est fini.
tn-accounts-title = Comptes seulement
tn-accounts = Les tournois classés sont pour les comptes : inscrivez-vous ou connectez-vous pour participer.
tn-bots-title = Pas pour les robots
tn-bots = Les comptes robots ne rejoignent que les tournois ouverts aux robots.
tn-range-title = Classement hors limites
tn-range = Ce tournoi est pour les classements de { $min } à { $max } au { $game } ; le vôtre est { $rating }.
tn-last-round-title = Dernière ronde en cours
tn-last-round = Toutes les rondes sont appariées : ce suisse n'accepte plus personne.
tn-password-title = Mauvais mot de passe
tn-password = Ce tournoi est privé : demandez le mot de passe à son créateur.

## The engines' rating lists ($name and $other: engines)
eg-think-pair = { $from } / { $num } ms
eg-think-none = Ces parties n'enregistrent pas le temps de réflexion des moteurs (pas de commentaires %emt : elles ont été jouées avant que les matchs les écrivent), on ne peut donc pas vérifier que les deux ont utilisé leur pendule.
eg-think-fair = Temps de réflexion par coup : { $name } { $from } ms ({ $n } coups chronométrés), { $other } { $num } ms ({ $count } coups chronométrés) ; le plus rapide a réfléchi { $min } % du temps de l'autre (les deux ont utilisé leur pendule ; il faut au moins { $max } %).
eg-think-unfair = Temps de réflexion par coup : { $name } { $from } ms ({ $n } coups chronométrés), { $other } { $num } ms ({ $count } coups chronométrés) ; le plus rapide a réfléchi { $min } % du temps de l'autre (pas une mesure juste : un camp a à peine utilisé sa pendule ; il faut au moins { $max } %).
eg-n-games = { $n ->
    [one] { $n } partie
   *[other] { $n } parties
}
eg-title = Classements des moteurs
eg-title-of = Classements des moteurs : { $game }
eg-none-yet = Aucune partie de moteurs n'a encore été ajoutée à ce site.
eg-how-title = Comment les parties arrivent ici
eg-how-1 = L'exploitant du site ajoute les parties de matchs de moteurs joués avec un outil qui juge chaque coup et chaque résultat selon les règles du jeu :
eg-how-2 = Chaque partie est rejouée selon les règles à son ajout ; les parties que ce projet garde de ses propres essais de force arrivent avec :
eg-none-of = Aucune partie de moteurs de { $game } sur ce site.
eg-choose = Choisissez un jeu ci-dessus.
eg-lead = Classements calculés d'un coup sur les { $n } parties entre { $num } moteurs (comme le font Ordo et BayesElo), chaque résultat jugé selon les règles du { $game }. Un classement est relatif au moteur moyen d'ici (0) ; le ± est son intervalle à 95 %.
eg-groups = Les moteurs de groupes différents ne se sont jamais rencontrés, ni directement ni par d'autres : leurs classements ne se comparent pas.
eg-list-of = Liste de classement du { $game }
eg-engine = Moteur
eg-interval = intervalle à 95 %
eg-score = Score
eg-draws = Nulles
eg-opp = Adv.
eg-opp-title = Classement moyen des adversaires, pondéré par les parties
eg-group = Groupe { $n }
eg-cell-help = Chaque case : les points du moteur de la ligne contre celui de la colonne, sur leurs parties (ouvrez-les avec la case, ou survolez-la pour le temps de réflexion des deux).
eg-cell = { $name } contre { $other } : { $n } gagnées, { $num } nulles, { $count } perdues
eg-cell-think = réflexion par coup { $text }
eg-not-fair = pas juste
eg-pairings-help = Chaque rencontre, avec les gains, nulles et défaites du premier moteur (ouvrez ses parties avec le score).
eg-against = Contre
eg-think = Réflexion
eg-think-title = Temps moyen de réflexion par coup, du moteur / de son adversaire
eg-not-recorded = Non enregistré
eg-engines = Les moteurs
eg-nothing = Rien n'en est dit.
eg-games = Parties de moteurs
eg-bad-address = Cette adresse ne nomme aucun moteur.
eg-back = Retour à la liste de classement
eg-pairing = { $name } contre { $other }
eg-games-of = Parties de { $name }
eg-games-of-game = Parties de moteurs du { $game }
eg-no-games = Aucune partie.
eg-games-lead = { $n } parties du { $game } ; ouvrez-en une sur l'échiquier d'analyse pour la rejouer avec le moteur à côté.
eg-how-played = Comment elles ont été jouées (pour les rejouer) :
eg-event = Événement
eg-replay = Rejouer
eg-round = ronde { $text }
eg-replay-label = Rejouer { $name } contre { $other }
eg-prev = ← Précédente
eg-page = Page { $n } sur { $num }
eg-next = Suivante →
lobby-field-error = Ceci n'a pas pu servir :
lobby-err-name-empty = Un nom a au moins une lettre.
lobby-err-start-fen = La position de départ : { $text }
lobby-err-decided = La position de départ est déjà décidée : choisissez-en une où la partie continue.
lobby-err-live-clock = Une pendule en direct a de { $min } à { $max } minutes et ajoute de 0 à { $most } secondes par coup.
lobby-err-days = Une partie par correspondance donne de { $min } à { $max } jours par coup.
lobby-err-rated-account = Les parties classées sont réservées aux comptes : connectez-vous (ou inscrivez-vous), ou jouez amical.
lobby-err-engine-casual = Les parties contre le moteur sont amicales : choisissez amical.
lobby-err-unrated-own-variant = Les parties de vos propres fichiers de variante ne sont pas classées : choisissez amical.
lobby-err-unrated-changed-rule = Une partie à règle modifiée n'est pas classée : choisissez amical.
lobby-err-unrated-other-start = Une partie partant d'une autre position n'est pas classée : choisissez amical.
lobby-err-unrated-no-clock = Une partie sans pendule n'est pas classée : choisissez amical, ou une pendule.
lobby-err-range-seek = Une fourchette de classement est réservée aux défis classés ouverts à tous.
lobby-err-range-order = Le minimum de la fourchette de classement dépasse son maximum.

## API tokens (bots)
tk-title = Jetons d'API
tk-new = Votre nouveau jeton (affiché une seule fois : copiez-le maintenant) :
tk-new-label = Votre nouveau jeton d'API
tk-how = Un moteur joue en tant que { $name } sur l'API JSON et le WebSocket de la partie avec l'en-tête
tk-count = { $n ->
    [one] Vous avez { $n } jeton.
   *[other] Vous avez { $n } jetons.
}
tk-make = Créer un nouveau jeton
tk-manage = Créer ou révoquer des jetons
tk-revoke = Révoquer tous les jetons
tk-bots-only = Les jetons d'API sont pour les robots
tk-bots-how = Un moteur joue ici depuis un compte robot : l'exploitant du site marque un compte comme robot, puis son propriétaire crée un jeton sur cette page. La commande de l'exploitant :
tn-berserk-refused = Berserk refusé

## The game designer (/design)
nav-design = Créer un jeu
design-title = Créer un jeu
design-lead = Décrivez un jeu de la famille : son plateau, ses pièces et leur marche, sa position de départ et ses règles. Les règles le vérifient pendant la saisie, et vous pouvez le jouer ici tout de suite contre le moteur. Votre création reste dans ce navigateur ; rien n'est envoyé au serveur.
design-needs-js = L'atelier a besoin de JavaScript : il vérifie votre jeu avec les règles qui tournent dans la page.
design-begin = Commencer
design-template = Partir de
design-blank = un plateau vide (deux rois)
design-load = Charger
design-game = Le jeu
design-name = Nom
design-id = Nom court (lettres, chiffres et traits d'union)
design-description = Une phrase à son sujet
design-files = Colonnes
design-ranks = Rangées
design-board = Cases
design-pieces = Pièces
design-pieces-help = Chaque sorte de pièce a un nom, une lettre pour la FEN et sa marche en notation Betza. Une sorte peut être le roi ; les pions sont promus. Laissez la valeur vide et le moteur l'estime d'après la marche.
design-betza-link = Comment fonctionne Betza
design-add-piece = Ajouter une pièce
design-start = Position de départ
design-start-fen = FEN du départ (majuscules pour les Blancs, minuscules pour les Noirs)
design-promotion = Promotion
design-zone = Rangées de la zone de promotion
design-mode = Un pion devient
design-mode-choice = n'importe quelle pièce de la liste
design-mode-lost = une pièce de la liste que son camp a perdue (comme au Grand Shatranj)
design-mode-file = la pièce qui a commencé sur sa colonne
design-promote-to = La liste (lettres des pièces)
design-always = Toujours permises dans le mode des pièces perdues (lettres)
design-mandatory = Un pion doit être promu en entrant dans la zone
design-rules = Comment la partie finit
design-rules-help = Chaque règle commence comme la plupart des jeux de la famille l'ont ; changez ce que votre jeu fait autrement.
design-check = Vérifier et jouer
design-checking = Chargement des règles…
design-try = Le jouer contre le moteur
design-exchange = Lire et écrire des fichiers
design-exchange-help = Collez un fichier de variante Rukh ou une section du variants.ini de Fairy-Stockfish pour le lire dans le formulaire, ou écrivez votre jeu sous l'une ou l'autre forme.
design-text = Fichier de variante ou section Fairy-Stockfish
design-read = Le lire dans le formulaire
design-write-rukh = Écrire un fichier Rukh
design-write-fsf = Écrire une section Fairy-Stockfish
design-betza-title = La notation Betza en trois étapes
design-betza-1 = Chaque lettre est un mouvement : W un pas droit, F un pas en diagonale, D et A deux de ces pas en sautant, N le saut du cavalier, H, C, Z et G des sauts plus longs. R, B et Q glissent tant que les cases sont vides ; K, c'est W et F ensemble. Une lettre doublée (NN) répète un saut.
design-betza-2 = Des minuscules devant un mouvement le limitent : f en avant, b en arrière, l à gauche, r à droite, s de côté, v en avant et en arrière ; m se déplace sans prendre, c ne fait que prendre, i seulement au premier coup de la pièce, n un saut qu'une case occupée sur le chemin bloque, j un saut par-dessus une pièce.
design-betza-3 = Ainsi le pion du Shatranj est fmWfcF (avance d'un pas, prend d'un pas en diagonale vers l'avant), l'éléphant du Kamil AmD et le général du Grand Shatranj WDFA. Le dessin à côté de chaque pièce montre ce que dit sa notation.
design-figure-king = roi
design-figure-counsellor = conseiller
design-figure-elephant = éléphant
design-figure-horse = cheval
design-figure-chariot = char
design-figure-boat = bateau
design-figure-pawn = pion
design-figure-soldier = soldat
design-figure-general = général
design-figure-minister = ministre
design-figure-priestess = prêtresse
design-figure-war-machine = machine de guerre
design-figure-silver-general = général d'argent

## Players' games: saving a design, the gallery, a design's page
nav-designs = Jeux des joueurs
design-opened-own = Vous modifiez { $name } (version { $n }) : enregistrer crée une nouvelle version, et les parties déjà commencées gardent la leur.
design-opened-copy = Une copie de { $name } par { $author } : l'enregistrer en fait votre propre jeu.
design-opened-page = Sa page
design-save = Enregistrer et partager
design-save-help = Un jeu enregistré a une page avec ses règles, un lien à partager et des versions : une partie en cours garde la version avec laquelle elle a commencé. Les jeux créés se jouent sans classement.
design-publish = Le montrer dans la galerie des jeux des joueurs
design-as-new = Enregistrer comme nouveau jeu, pas comme version de { $name }
design-save-button = Enregistrer
design-save-signed-out = Votre brouillon reste dans ce navigateur. Pour l'enregistrer sur le site et y jouer avec d'autres :
design-sign-in = connectez-vous ou inscrivez-vous
design-gallery-link = Voir les jeux créés par les joueurs
dg-title = Jeux des joueurs
dg-lead = Des jeux de la famille créés par des joueurs. Ouvrez-en un pour lire ses règles, l'essayer sur l'échiquier d'analyse ou y jouer avec d'autres.
dg-make = Créer un jeu
dg-yours = Vos jeux
dg-published = Dans la galerie
dg-search = Nom
dg-sort = Ordre
dg-sort-new = les plus récents d'abord
dg-sort-plays = les plus joués d'abord
dg-show = Afficher
dg-none = Aucun jeu n'est encore dans la galerie : créez le premier.
dg-none-found = Aucun jeu de la galerie n'a cela dans son nom.
dg-count = Jeux : { $n }
dg-by = par { $name }
dg-plays = parties jouées : { $n }
dg-state-public = dans la galerie
dg-state-private = seulement pour qui a son lien
dg-state-hidden = masqué après des signalements de joueurs
dg-no-such = Il n'y a pas de jeu « { $name } » parmi les jeux des joueurs.
dg-version = version { $n } sur { $num }
dg-hidden-note = Ce jeu est masqué dans la galerie après des signalements, jusqu'à ce qu'un responsable l'examine.
dg-play = Y jouer avec d'autres
dg-analyse = L'essayer sur l'échiquier d'analyse
dg-change = Le modifier dans l'atelier
dg-copy = En faire une copie dans l'atelier
dg-files = Télécharger :
dg-file-rukh = fichier de variante Rukh
dg-file-fsf = section Fairy-Stockfish
dg-versions = Versions :
dg-old-version = Ceci est une version antérieure ; les parties commencées avec elle suivent ces règles.
dg-newest = La version la plus récente
dg-publish = Le mettre dans la galerie
dg-unpublish = Le retirer de la galerie
dg-reported = Vous avez signalé ce jeu ; merci.
dg-report = Signaler ce jeu
dg-report-why = Quel est le problème
dg-report-offensive = un nom ou un texte choquant
dg-report-broken = on ne peut pas y jouer
dg-report-copied = le jeu de quelqu'un d'autre, copié
dg-report-spam = publicité ou spam
dg-report-send = Envoyer le signalement
dg-too-many-public = Un compte peut avoir { $n } jeux dans la galerie à la fois : retirez-en un d'abord.
dg-back = Retour au jeu

## How to play: the draw conventions one at a time
htp-conventions-repetition = La nulle par répétition ({ $n } fois) est une convention de ce site, pas une règle des sources ; on peut la désactiver.
htp-conventions-move-rule = La nulle après { $num } coups de chaque camp sans prise ni coup de pion est une convention de ce site, pas une règle des sources ; on peut la désactiver.

## The designer: the start on a board
design-place = Placer les pièces sur un échiquier
design-place-help = Faites glisser des pièces depuis les rangées au-dessus et au-dessous de l'échiquier, ou choisissez-en une et cliquez sur des cases ; faites glisser une pièce hors de l'échiquier pour l'enlever. La FEN ci-dessus suit l'échiquier.
