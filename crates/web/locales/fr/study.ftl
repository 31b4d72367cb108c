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
