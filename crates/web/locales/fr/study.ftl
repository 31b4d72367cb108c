# Les mots que seuls les scripts des pages d'étude écrivent (échiquier d'analyse, éditeur, problèmes).

## The analysis board
an-eval-title = Évaluation (les Blancs en bas)
an-step-start = Début
an-step-back = Reculer (←)
an-step-forward = Avancer (→)
an-step-end = Fin de la ligne
an-flip = ⇅ Retourner
an-still-loading = La position est encore en cours de chargement.
an-over = Aucun coup : la partie est finie dans cette position.
an-engine = Moteur
an-where = Où le moteur réfléchit
an-in-browser = dans ce navigateur
an-on-server = sur le serveur
an-moves = Coups
an-position = Position
an-delete = Effacer à partir d'ici
an-delete-title = Effacer ce coup et tout ce qui le suit
an-promote = En faire la ligne principale
an-promote-title = Faire de cette variante la ligne principale
an-fen-label = FEN de la position affichée
an-load = Charger
an-load-title = Analyser la FEN de la case
an-pgn-label = PGN de l'analyse
an-pgn-download = Télécharger le PGN
an-edit = Modifier la position
an-play-here = Jouer à partir d'ici
an-diagram = Télécharger le diagramme
an-diagram-title = Une image (PNG) de la position affichée, pour une page ou l'impression
an-browser-stopped = Le moteur de ce navigateur s'est arrêté ; choisissez « sur le serveur » pour continuer.
an-browser-failed = Ce navigateur n'a pas pu charger le moteur ; le serveur analyse à sa place.
an-depth = profondeur { $n }
an-speed = { $n } kN/s
an-done = terminé
an-off = arrêté
an-best = meilleur
an-preferred = { $what } : le moteur préférait { $san }
an-explore = Déplacez les pièces pour explorer : chaque coup essayé est gardé, les variantes aussi.
an-table = Table de finales
an-play-san = Jouer { $san }
an-to-move = Trait aux { $side }
an-to-move-check = Trait aux { $side } : échec !
an-link-illegal = Un coup du lien n'était pas légal et a été omis : { $text }
an-busy = Tous les moteurs du serveur sont occupés : nouvel essai dans quelques secondes.

## The engine's scores ($how: one of the score-how words)
score-in = { $how } en { $n }
score-how-mate = mat
score-how-bare-king = roi dépouillé
score-how-stalemate = pat
score-how-king-taken = prise du roi
score-how-win = gain

## The endgame tables' verdicts
tb-draw = Nulle
tb-draw-why = Nulle ({ $reason })
tb-has-won = Les { $side } ont gagné ({ $how })
tb-wins = Les { $side } gagnent : { $how } en { $n }
tb-move-draw = nulle
tb-move-draw-why = nulle ({ $reason })
tb-move-wins = gagne ({ $how })
tb-move-win-in = { $how } en { $n }
tb-move-loses = perd ({ $how })
tb-move-loses-in = perd : { $how } en { $n }
tb-how-checkmate = mat
tb-how-bare-king = roi dépouillé
tb-how-boorj = raja dépouillé
tb-how-stalemate = pat
tb-how-king-captured = prise du roi
tb-how-no-moves = plus aucun coup
tb-how-lone-king-moves = les dix coups du roi seul
tb-how-win = gain
tb-why-counter-bared = le roi dépouillé dépouille en retour
tb-why-bare-kings = les rois seuls
tb-why-stalemate = pat
tb-why-lone-king-stalemate = pat d'un roi seul
tb-why-no-moves = aucun coup

## A finished game's review
rv-start = Analyser la partie
rv-finish = Terminer l'analyse
rv-progress = Évaluation du demi-coup { $n } sur { $total }…
rv-inaccuracy = Imprécision
rv-mistake = Erreur
rv-blunder = Gaffe
rv-inaccuracies = { $n ->
    [one] { $n } imprécision
   *[other] { $n } imprécisions
}
rv-mistakes = { $n ->
    [one] { $n } erreur
   *[other] { $n } erreurs
}
rv-blunders = { $n ->
    [one] { $n } gaffe
   *[other] { $n } gaffes
}
rv-counts = { $inaccuracies }, { $mistakes }, { $blunders }
rv-side = { $side } : { $counts }
rv-side-accuracy = { $side } : { $accuracy } de précision, { $counts }
rv-graph = Courbe d'évaluation : cliquez pour aller à un coup

## A problem
pr-take-back = Reprendre et réessayer
pr-retry = Recommencer
pr-show = Montrer la solution
pr-next = Problème suivant
pr-all = Tous les problèmes
pr-wait = Attendez la réponse du moteur.
pr-over = Le problème est fini : reprenez le coup, recommencez ou voyez la solution.
pr-no-moves = Aucun coup joué.
pr-engine-first = Le moteur joue d'abord ; vous avez les { $side }.
pr-your-move = À vous : vous avez les { $side }.
pr-thinking = Le moteur réfléchit…
pr-unreachable = Le site est injoignable.
pr-solution = Solution :
pr-longest = Défense la plus longue :
pr-second = Seconde solution :
pr-taken-back = Repris : essayez un autre coup.
pr-unusable = Ce problème ne peut pas être joué tel qu'il a été lu (voir plus bas).
pr-solved-here = Résolu dans ce navigateur

## The position editor
ed-tray = Pièces des { $side }
ed-eraser = Enlever des pièces : choisissez ceci, puis cliquez sur les pièces
ed-side-to-move = Trait
ed-unmoved = Pas encore jouées (les pas doubles et le saut du raja en dépendent)
ed-may-leap = Le raja des { $side } peut encore sauter
ed-unmoved-piece = { $piece } des { $side } en { $square }
ed-lone-count = Coups joués par un roi seul :
ed-halfmoves = Coups sans prise ni coup de pion
ed-move-number = Numéro du coup
ed-start = Position de départ
ed-clear = Vider l'échiquier
ed-load-title = Placer l'échiquier selon la FEN de la case
ed-copy = Copier la FEN
ed-copied = Copiée
ed-analyse = Analyser
ed-play-engine = Jouer contre le moteur
ed-invite = Inviter un ami
ed-offline = Jouer contre le moteur hors ligne
ed-board-help = Échiquier. Les flèches parcourent les cases ; la lettre d'une pièce l'y pose (majuscule pour les Blancs, minuscule pour les Noirs), Suppr vide la case ; Entrée prend une pièce et Entrée à nouveau la déplace.
ed-unreachable = le site est injoignable
ed-finished = Une position finie : { $result }, { $reason }
ed-legal = Une position légale : trait aux { $side }.
ed-legal-check = Une position légale : trait aux { $side }, en échec.
ed-not-position = Pas une position du { $game } : { $text }

## Playing the engine offline
off-side = Votre camp
off-you-play = Vous jouez les { $side }
off-level = Le temps du moteur par coup
off-quick = rapide : 0,2 s par coup
off-steady = posé : 1 s par coup
off-strong = fort : 3 s par coup
off-new = Nouvelle partie
off-loading = La partie se charge encore.
off-over = La partie est finie : commencez-en une autre.
off-engine-move = C'est au moteur de jouer.
off-well-played = Bien joué !
off-your-move = À vous ({ $side })
off-your-move-check = À vous ({ $side }) : échec !
off-you-played = Vous avez joué { $san }.
off-engine-played = Le moteur a joué { $san }.
off-failed = Le moteur a échoué.
off-cannot = Ce navigateur ne peut pas faire tourner le moteur ici : { $text }

## Importing games
im-read = { $n ->
    [one] { $n } fichier lu ({ $num } Kio).
   *[other] { $n } fichiers lus ({ $num } Kio).
}

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = Dans le champ { $field } du FEN, au caractère { $at } : { $problem }
fen-error-found = Dans le champ { $field } du FEN, au caractère { $at } (« { $found } ») : { $problem }
fen-impossible = Cette position ne peut pas se produire : { $problem }
fen-field-board = échiquier (champ 1)
fen-field-turn = trait (champ 2)
fen-field-flags = marques (champ 3)
fen-field-en-passant = en passant (champ 4)
fen-field-halfmove = compteur de demi-coups (champ 5)
fen-field-fullmove = numéro du coup (champ 6)
fen-field-lone-counts = décomptes du roi seul (champ 7)
fen-field-extra = fin
fen-field-position = position
fen-rank-count = { $given } rangées sont données ; l'échiquier en a { $ranks }.
fen-zero-run = un nombre de cases vides commence à 1.
fen-rank-overfull = la rangée { $rank } a plus de { $files } cases.
fen-not-board-text = une lettre de pièce, un chiffre ou « / » était attendu ici.
fen-unknown-letter = aucune pièce de ce jeu ne porte cette lettre.
fen-rank-short = la rangée { $rank } a { $squares } cases ; l'échiquier a { $files } colonnes.
fen-too-long = ce FEN fait { $len } caractères ; aucune position de ces jeux n'en demande plus de { $max }.
fen-empty = le FEN est vide.
fen-no-turn = il manque ; écrivez w (trait aux Blancs) ou b (trait aux Noirs).
fen-bad-turn = écrivez w (trait aux Blancs) ou b (trait aux Noirs).
fen-en-passant = ces jeux n'ont pas de prise en passant ; écrivez « - ».
fen-halfmove-too-large = le compteur de demi-coups est trop grand.
fen-not-a-number = un nombre était attendu.
fen-move-zero = les numéros de coup commencent à 1.
fen-move-too-large = le numéro du coup est trop grand.
fen-after-move-number = rien ne peut suivre le numéro du coup.
fen-unexpected-text = ceci n'était pas attendu : après le trait viennent les marques (« - »), le compteur de demi-coups et le numéro du coup.
fen-after-last-field = rien ne peut suivre le dernier champ.
fen-open-holdings = le crochet des pièces en réserve doit se fermer par « ] » à la fin de l'échiquier.
fen-unknown-holding-letter = aucune pièce de ce jeu ne porte cette lettre (parmi les pièces en réserve).
fen-no-flags = ce jeu n'a ni roque ni marques ; écrivez « - » (un champ de roque des échecs comme KQkq est aussi accepté, et ignoré).
fen-chess-castling = ce jeu n'a pas de roque : ce champ donne les colonnes des pièces majeures qui n'ont pas bougé, et L ou l pour un saut du roi encore permis (au départ : { $start }).
fen-leap-twice = le saut est donné deux fois.
fen-bad-flag = la lettre de colonne d'une pièce majeure qui n'a pas bougé était attendue (majuscule pour les Blancs, minuscule pour les Noirs), ou L ou l pour le saut.
fen-flag-twice = cette marque est donnée deux fois.
fen-no-master-piece = aucune pièce majeure des { $side } ne se trouve en { $square }.
fen-bad-lone-side = w ou b suivi d'un nombre était attendu, comme dans w0b3.
fen-no-count = un nombre était attendu.
fen-count-too-large = un décompte vaut au plus 63.
fen-not-lone = le roi des { $side } n'est pas seul, son décompte doit donc être 0.
fen-off-board = une pièce est hors de l'échiquier.
fen-two-men = deux pièces sont en { $square }.
fen-kings = les { $side } ont { $count } rois.
fen-no-king = les { $side } n'ont pas de roi.
fen-unpromoted = un pion des { $side } est en { $square }, où il aurait déjà dû être promu.
fen-out-of-turn-check = le camp qui n'a pas le trait ({ $side }) est en échec.

## The analysis board's refusals
an-move-illegal = Le coup { $n } de la ligne n'est pas légal dans sa position.
an-line-too-long = La ligne est trop longue pour que l'échiquier la suive.
an-too-many = Trop de demandes : ralentissez un instant.
an-failed = Le moteur n'a pas pu analyser cette position.

## The puzzle trainer
pz-title = Puzzles
pz-lead = Trouvez le meilleur coup. Chaque puzzle vient d'une vraie partie de ces jeux, sa ligne vérifiée par une recherche plus profonde ; votre classement de puzzles monte quand vous en résolvez un du premier coup et baisse quand vous le manquez.
pz-count = { $n ->
    [one] { $n } puzzle
   *[other] { $n } puzzles
}
pz-your-rating = Votre classement de puzzles : { $rating }
pz-train = S'entraîner
pz-streak = Série
pz-storm = Tempête
pz-by-theme = Par thème
pz-daily = Puzzle du jour
pz-to-move = Les { $side } jouent
pz-historical = Les problèmes des anciens maîtres
pz-historical-help = Les mansubat des manuscrits arabes et le livre d'Alphonse X, avec leurs sources et ce que le moteur a prouvé de chacun.
pz-historical-go = Ouvrir les problèmes
pz-yours = Vos puzzles
pz-history = Les puzzles que vous avez joués
pz-dashboard = Vos thèmes
pz-dashboard-lead = La part de chaque sorte de puzzle que vous avez résolue du premier coup : entraînez-vous sur les thèmes que vous manquez.
pz-visitor = Vos classements de puzzles sont gardés dans ce navigateur. Avec un compte, ils vous suivent, avec votre historique et vos thèmes.
pz-sign-up = Créer un compte
pz-none = Ce puzzle n'existe pas
pz-all = Tous les puzzles
pz-of = Puzzles de { $game }
pz-theme-of = { $game } : { $theme }
pz-streak-of = Série de puzzles : { $game }
pz-storm-of = Tempête de puzzles : { $game }
pz-history-none = Vous n'avez encore joué aucun puzzle.
pz-solved-mark = Résolu
pz-failed-mark = Manqué
pz-older = Puzzles plus anciens
pz-theme = Thème
pz-any-theme = Tous les thèmes
pz-tried = Joués
pz-accuracy = Résolus du premier coup
pz-percent = { $n } %
pz-find = Trouvez le meilleur coup pour les { $side }.
pz-opponent-played = Votre adversaire a joué { $san }. Trouvez le meilleur coup pour les { $side }.
pz-right = Exact !
pz-right-reply = Exact. Votre adversaire répond { $san } : continuez.
pz-solved = Résolu !
pz-wrong = Ce n'est pas le coup. Réessayez, ou voyez la solution.
pz-again = Réessayez : trouvez le meilleur coup.
pz-retry = Reprendre et réessayer
pz-show = Voir la solution
pz-the-solution = La solution :
pz-solution-was = La solution : { $line }.
pz-next = Puzzle suivant
pz-analyse = L'étudier sur l'échiquier d'analyse
pz-vote-up = Un bon puzzle
pz-vote-down = Un puzzle médiocre
pz-voted = Merci pour votre vote.
pz-rating-change = Votre classement de puzzles : { $rating } ({ $diff })
pz-not-rated = Non classé : vous avez déjà joué ce puzzle.
pz-puzzle-rating = Classement du puzzle { $rating }, joué { $plays ->
    [one] une fois
   *[other] { $plays } fois
}.
pz-themes-are = Thèmes : { $themes }
pz-streak-help = Résolvez des puzzles de plus en plus difficiles. Ni pendule ni classement : la première erreur met fin à la série.
pz-storm-help = Trois minutes : résolvez autant de puzzles que possible. Une erreur ne vous coûte que le puzzle.
pz-start = Commencer
pz-streak-score = Série : { $n }
pz-storm-score = Résolus : { $n }
pz-best = Votre record dans ce navigateur : { $n }
pz-run-over = Terminé : { $n } résolus.
pz-run-again = Rejouer
pz-theme-mate = Mat
pz-theme-mate-in-1 = Mat en 1
pz-theme-mate-in-2 = Mat en 2
pz-theme-mate-in-3 = Mat en 3
pz-theme-mate-in-4-plus = Mat en 4 ou plus
pz-theme-bare-king = Roi dépouillé
pz-theme-stalemate-win = Le pat gagne
pz-theme-king-capture = Prise du roi
pz-theme-forced-win = Gain forcé
pz-theme-advantage = Avantage
pz-theme-crushing = Écrasant
pz-theme-defensive-move = Coup défensif
pz-theme-counter-baring = Dépouiller en retour
pz-theme-promotion = Promotion
pz-theme-fork = Fourchette
pz-theme-pin = Clouage
pz-theme-skewer = Enfilade
pz-theme-discovered-attack = Attaque à la découverte
pz-theme-raja-leap = Le saut du roi
pz-theme-sacrifice = Sacrifice
pz-theme-lone-king-count = Le compte du roi seul
pz-theme-endgame = Finale
pz-theme-one-move = Un coup
pz-theme-short = Court
pz-theme-long = Long

## The game designer's script
design-new-piece = Nouvelle pièce
design-piece-name = Nom
design-piece-letter = Lettre
design-piece-figure = Dessinée comme
design-piece-disc = un disque avec sa lettre
design-piece-betza = Marche (Betza)
design-piece-value = Valeur (un pion vaut 100)
design-piece-royal = Royale (le roi)
design-piece-pawn = Pion (promu)
design-piece-remove = Retirer cette pièce
design-estimated = estimée { $value }
design-reach = Depuis la case marquée : { $moves } cases où aller, { $captures } où prendre, { $initial } au premier coup seulement
design-legend = Point : va là. Anneau : prend là. Les deux : un anneau plein. Carré : premier coup seulement.
design-ready = Votre jeu est prêt : { $moves } premiers coups légaux (suites de coups depuis le départ : { $perft }).
design-wrong = Pas encore un jeu : voyez l'erreur marquée plus bas.
design-text-empty = Collez d'abord un fichier de variante ou une section Fairy-Stockfish.
design-read-warnings = Lu, avec { $count } réglages qui n'ont pu être gardés :

## The designer: saving on the site
design-saving = Enregistrement…
design-saved = Enregistré comme version { $version }. Ouverture de sa page…
design-not-saved = Non enregistré :
design-not-saved-network = Non enregistré : le site est injoignable. Votre brouillon reste dans ce navigateur.

## The designer: the start on a board
design-clear-board = Vider l'échiquier
