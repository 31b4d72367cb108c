# The game page's own words.

## The game page
round-resize = Taille de l’échiquier : faites glisser, ou utilisez les flèches ; double-clic pour la meilleure taille
round-resize-title = Faites glisser pour redimensionner l’échiquier (double-clic : ajuster à la fenêtre)
step-first = Premier coup
step-prev = Coup précédent
step-next = Coup suivant
step-last = Dernier coup
board-settings = Échiquier
notation-label = Notation
sound-on = Son activé
sound-off = Son coupé
colours-label = Couleurs
coordinates = Coordonnées
style-label = Style
confirm-correspondence = Confirmer les coups par correspondance
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
abort-confirm = Annuler la partie ? Appuyez de nouveau pour confirmer
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
tournament-return = Retour au tournoi dans 3 secondes…
stay-here = Rester ici
copied = Copié
check = échec !
check-king-capture = le roi est attaqué (il peut être pris)
aborted = Annulée
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
refused-over = La partie est finie.
refused-not-started = La partie n'a pas commencé : elle attend un second joueur.
refused-not-a-player = Seuls les joueurs de cette partie peuvent le faire.
refused-not-your-turn = Ce n'est pas à vous de jouer.
refused-illegal = Ce coup n'est pas légal ici.
refused-stale = La position a changé : rechargez la partie et réessayez.
refused-changed = La partie a changé au même moment : rechargez-la et réessayez.
refused-too-many = Trop de demandes : ralentissez un instant.
refused-chat-length = Une ligne de discussion compte de 1 à 500 caractères.
refused-chat-sign-in = Connectez-vous pour discuter avec les autres spectateurs.
refused-chat-full = La discussion de cette partie est pleine ({ $n } lignes).
refused-chat-slow = Doucement : au plus { $n } lignes de discussion en { $s } secondes.
refused-berserk-late = Le berserk se fait avant votre premier coup, à la pendule en direct.
refused-berserk-already = Vous êtes déjà en berserk.
refused-abort-late = Une partie ne peut être annulée qu'avant que les deux camps aient joué : abandonnez plutôt.
refused-engine-no-draw = Le moteur continue : il n'accepte pas les propositions de nulle.
refused-no-draw-offer = Il n'y a aucune proposition de nulle à accepter.
refused-no-takeback-move = Vous n'avez aucun coup à reprendre.
refused-no-takeback-offer = Il n'y a aucune demande de reprise à accepter.
refused-claim-wait = Votre adversaire doit être absent { $n } secondes avant que vous puissiez réclamer la partie.
refused-claim-opponent-here = Votre adversaire a la partie ouverte : il n'y a rien à réclamer.
refused-more-time-live = Du temps ne peut être donné que dans une partie à la pendule en direct.
refused-no-draw-claim = Les règles ne vous donnent aucune réclamation de nulle dans cette position.
refused-no-win-claim = Les règles ne vous donnent aucune réclamation de gain dans cette position.
