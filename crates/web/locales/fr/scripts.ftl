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
round-resize = Taille de l’échiquier : faites glisser, ou utilisez les flèches ; double-clic pour la meilleure taille
round-resize-title = Faites glisser pour redimensionner l’échiquier (double-clic : ajuster à la fenêtre)
step-first = Premier coup
step-prev = Coup précédent
step-next = Coup suivant
step-last = Dernier coup
flip = Retourner l’échiquier
board-settings = Échiquier
board-style = Style de l’échiquier
style-checkered = à damier
style-plain = uni
style-ashtapada = ashtapada
notation = Notation des coups
notation-label = Notation
sound-on = Son activé
sound-off = Son coupé
board-colours = Couleurs de l’échiquier
colours-label = Couleurs
colour-wood = Bois
colour-sand = Sable
colour-green = Vert
colour-blue = Bleu
colour-grey = Gris
coordinates = Coordonnées
style-label = Style
confirm-correspondence = Confirmer les coups par correspondance
moves = Coups
move-placeholder = Tapez un coup : e3, Nf3, e2e3
move-label = Tapez un coup (en SAN comme Nf3, ou par cases comme e2e3)
chat = Discussion
chat-spectators = Discussion des spectateurs
chat-placeholder = Dites quelque chose…
chat-label = Message
chat-send = Envoyer
chat-sign-in = Connectez-vous
chat-sign-in-after = pour discuter avec les autres spectateurs.
confirm-move-label = Confirmez votre coup
not-connected-move = Pas de connexion : votre coup n’a pas été envoyé. La page se reconnecte ; rejouez-le alors.
not-connected = Pas de connexion : rien n’a été envoyé. La page se reconnecte.
confirm-play = Jouer { $san }
confirm-take-back = Reprendre
confirm-send = Votre coup : { $san }. L’envoyer ?
first-move-you = { $n ->
    [one] Vous avez { $n } seconde pour jouer le premier coup, sinon la partie est annulée. Les pendules partent après les deux premiers coups.
   *[other] Vous avez { $n } secondes pour jouer le premier coup, sinon la partie est annulée. Les pendules partent après les deux premiers coups.
}
first-move-other = { $n ->
    [one] Les { $side } ont { $n } seconde pour jouer le premier coup, sinon la partie est annulée. Les pendules partent après les deux premiers coups.
   *[other] Les { $side } ont { $n } secondes pour jouer le premier coup, sinon la partie est annulée. Les pendules partent après les deux premiers coups.
}
your-opponent = Votre adversaire
absent-ready = { $name } a quitté la partie. Vous pouvez réclamer la victoire, déclarer la nulle, ou l’attendre.
absent-wait = { $n ->
    [one] { $name } a quitté la partie. Vous pourrez réclamer la victoire dans { $n } seconde s’il ne revient pas.
   *[other] { $name } a quitté la partie. Vous pourrez réclamer la victoire dans { $n } secondes s’il ne revient pas.
}
reconnect-now = Se reconnecter
reconnecting = Reconnexion…
connection-lost = { $n ->
    [one] La connexion au serveur est perdue ; on ne peut pas jouer avant son retour. Nouvel essai dans { $n } seconde.
   *[other] La connexion au serveur est perdue ; on ne peut pas jouer avant son retour. Nouvel essai dans { $n } secondes.
}
offer-draw-them = { $name } propose la nulle.
offer-draw-you = Vous avez proposé la nulle ; en attente de la réponse.
offer-takeback-them = { $name } demande à reprendre le dernier coup.
offer-takeback-you = Vous avez demandé à reprendre votre coup ; en attente de la réponse.
claim-victory = Réclamer la victoire
call-draw = Déclarer la nulle
abort = Annuler
abort-confirm = Annuler la partie ? Appuyez de nouveau pour confirmer
resign = Abandonner
resign-confirm = Abandonner ? Appuyez de nouveau pour confirmer
draw-accept = Accepter la nulle
draw-decline = Refuser la nulle
draw-offered = Nulle proposée
draw-offer = Proposer la nulle
draw-offer-confirm = Proposer la nulle ? Appuyez de nouveau pour confirmer
takeback-accept = Accepter la reprise
takeback-decline = Refuser la reprise
takeback-asked = Reprise demandée
takeback-offer = Demander à reprendre
more-time = Donner 15 s
more-time-title = Donner 15 secondes à { $name }
claim-draw = Réclamer la nulle
claim-win = Réclamer la victoire
claim-draw-help = L’autre roi est seul : les règles vous permettent de prendre la nulle maintenant au lieu de chercher à gagner.
claim-win-help = Le roi seul a joué tous les coups que les règles lui donnent pour atteindre la nulle : vous pouvez réclamer la victoire.
rematch-play = Jouer la revanche
rematch-offered-them = { $name } propose une revanche.
rematch-accept = Accepter la revanche
decline = Refuser
rematch-waiting = Revanche proposée : en attente de la réponse de { $name }.
rematch-declined = La revanche a été refusée.
rematch = Revanche
rematch-offer = Proposer une revanche
rematch-title = La même partie, couleurs inversées
new-game = Nouvelle partie
tournament-return = Retour au tournoi dans 3 secondes…
stay-here = Rester ici
copied = Copié
copy = Copier
check = échec !
check-king-capture = le roi est attaqué (il peut être pris)
aborted = Annulée
rated = Classée, { $speed }
casual = Amicale
speed-bullet = bullet
speed-blitz = blitz
speed-rapid = rapide
speed-classical = classique
speed-correspondence = par correspondance
watching = { $n ->
    [one] { $n } spectateur
   *[other] { $n } spectateurs
}
notify-title = Me prévenir quand mon adversaire joue pendant que cette page est en arrière-plan
notify = Me prévenir des coups
notify-blocked = Les notifications de ce site sont bloquées dans votre navigateur.
notify-your-turn = { $san } : à vous de jouer
notify-a-move = Un coup : à vous de jouer
notify-moved = { $game } : { $name } a joué
not-your-move = Ce n’est pas à vous de jouer.

## Seats, status, titles (the game page)
seat-waiting = en attente d’un joueur…
presence-here = présent
presence-away = absent
presence-here-title = { $name } est sur la page de la partie
presence-away-title = { $name } n’est pas sur la page de la partie
clock-of = Pendule des { $side }
material-ahead = Avance de { $n } en pions du moteur
status-open = En attente de votre adversaire.
status-over = Partie terminée : { $result }
status-your-move = À vous de jouer
status-to-move = Les { $side } jouent
status-engine = Le moteur réfléchit…
your-rating = Votre classement
title-open = En attente d’un adversaire
title-your-turn = À vous
title-waiting-for = En attente de { $name }
the-opponent = l’adversaire
said-played = Les { $side } ont joué { $san }.
said-over = Partie terminée : { $result }, { $reason }
said-your-move = À vous de jouer.

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

## A refused action (the game page)
refused-over = La partie est finie.
refused-not-started = La partie n'a pas commencé : elle attend un second joueur.
refused-not-a-player = Seuls les joueurs de cette partie peuvent le faire.
refused-not-your-turn = Ce n'est pas à vous de jouer.
refused-illegal = Ce coup n'est pas légal ici.
refused-stale = La position a changé : rechargez la partie et réessayez.
refused-changed = La partie a changé au même moment : rechargez-la et réessayez.
refused-too-many = Trop de demandes : ralentissez un instant.
