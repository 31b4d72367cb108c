# Les mots qu'écrivent les scripts des pages, en français.

## The games
game-shatranj = Shatranj
game-chaturanga-davidson = Chaturanga (Davidson)
game-parsi = Échecs parsis
game-shatranj-kamil-64 = Shatranj Kamil (64)
game-great-shatranj = Grand Shatranj

## Sides
side-white = Blancs
side-black = Noirs
side-white-lower = blanc
side-black-lower = noir

## The game page
flip = Retourner l’échiquier
board-style = Style de l’échiquier
style-checkered = à damier
style-plain = uni
style-ashtapada = ashtapada
notation = Notation des coups
board-colours = Couleurs de l’échiquier
colour-wood = Bois
colour-sand = Sable
colour-green = Vert
colour-blue = Bleu
colour-grey = Gris
moves = Coups
move-placeholder = Tapez un coup : e3, Nf3, e2e3
move-label = Tapez un coup (en SAN comme Nf3, ou par cases comme e2e3)
chat = Discussion
reconnecting = Reconnexion…
abort = Annuler
resign = Abandonner
more-time = Donner 15 s
new-game = Nouvelle partie
copy = Copier
rated = Classée, { $speed }
casual = Amicale

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = Les { $winner } gagnent : les { $loser } sont mat
end-stalemate-win = Les { $winner } gagnent : les { $loser } sont pat et perdent
end-stalemate = Nulle : pat
end-bare-king = Les { $winner } gagnent : le roi des { $loser } est dépouillé
end-counter-bared = Nulle : le roi dépouillé a dépouillé l’autre roi à son tour
end-bare-kings = Nulle : il ne reste que les deux rois
end-king-captured = Les { $winner } gagnent : le roi des { $loser } a été pris
end-no-moves-win = Les { $winner } gagnent : les { $loser } n’ont aucun coup
end-no-moves = Nulle : le camp au trait n’a aucun coup
end-lone-king-stalemate = Nulle : un roi seul a fait pat
end-lone-king-moves = Les { $winner } gagnent : le roi seul des { $loser } a épuisé ses coups sans faire nulle
end-lone-king-claim = Nulle réclamée : l’adversaire d’un roi seul a pris la nulle
end-boorj-win = Les { $winner } gagnent par boorj : le raja des { $loser } est dépouillé
end-boorj = Nulle : boorj (raja dépouillé) compté nul
end-repetition = Nulle par répétition
end-move-rule = Nulle par la règle du nombre de coups
end-time = Les { $winner } gagnent : les { $loser } ont dépassé le temps
end-resignation = Les { $winner } gagnent : les { $loser } ont abandonné
end-agreement = Nulle par accord mutuel
end-abandoned-win = Les { $winner } gagnent : les { $loser } ont quitté la partie
end-abandoned = Nulle : un joueur a quitté la partie
end-aborted = La partie a été annulée
end-aborted-first-move = Les { $side } n'ont pas joué leur premier coup en { $n } secondes : la partie a été annulée
end-aborted-by = Les { $side } ont annulé la partie avant que les deux camps aient joué
end-claimed = { $reason } (réclamé)
grade-pawn-mate = un mat donné par un pion, le plus haut degré de victoire
grade-checkmate = un mat donné par une pièce, le degré moyen de victoire
grade-boorj = le plus bas degré de victoire
end-draw = Nulle

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
clock-hours = { $n } h
clock-minutes = { $n } min
clock-seconds = { $n } s

## Choosing a promotion, Parsi's bonus move
cancel = Annuler
promote-to = Promouvoir en :
no-promotion = pas de promotion
promote-to-said = Promouvoir en : { $pieces } ?
bonus-title = Le nouveau cheval peut jouer encore une fois : amenez-le sur une case marquée, ou
bonus-stay = Rester
bonus-said = Le nouveau cheval peut jouer encore une fois, vers { $squares }, ou rester.

## Moves typed in the box
typed-ambiguous = « { $text } » peut désigner plusieurs coups : ajoutez la case de départ
typed-none = aucun coup légal ne s’écrit « { $text } »

## The board by keyboard (read by screen readers)
board-role = échiquier
board-help = Échiquier. Les flèches parcourent les cases ; Entrée prend une pièce, et Entrée de nouveau la joue ; Échap la lâche.
kb-cannot-go = { $square } : la pièce de { $from } ne peut pas aller là. Lâchée.
kb-nothing = { $square } : rien ici que vous puissiez jouer.
kb-let-go = Lâchée.
kb-empty = vide
kb-man = { $piece } { $side }
kb-square = { $square }, { $what }
kb-plays-here = Entrée la joue ici
kb-help = Les flèches déplacent ; Entrée prend une pièce.
kb-picked = { $what } de { $square } pris.
kb-can-go = Il peut aller en { $squares }.
kb-free = Amenez le curseur sur une case et appuyez sur Entrée.
kb-no-move = Il n’a aucun coup pour l’instant.

## Challenges (the header)
challenge-rated = classée
challenge-casual = amicale
challenge-you-play = vous jouez les { $side }
challenge-accept = Accepter
challenge-why = Pourquoi vous refusez
challenge-decline = Refuser
challenge-later = Plus tard
challenge-you = vous défie
unlimited = sans pendule

## The lobby's lists
no-seeks = Aucune proposition ouverte pour l’instant.
no-games-in-progress = Aucune partie en cours.
col-game = Jeu
col-player = Joueur
col-time = Cadence
col-mode = Mode
col-moves = Coups
col-result = Résultat
changed = Modifié :
rated-plain = Classée
cancel-seek-of = Annuler votre proposition de { $game }
imported = importée :
imported-title = Importée d’un fichier
diagram = diagramme
diagram-title = Une image (PNG) de la position finale
waiting-count = { $n ->
    [one] { $n } en attente
   *[other] { $n } en attente
}

