# Las palabras que escriben los scripts de las páginas, en español.

## The games
game-shatranj = Shatranj
game-chaturanga-davidson = Chaturanga (Davidson)
game-parsi = Ajedrez parsi
game-shatranj-kamil-64 = Shatranj Kamil (64)
game-great-shatranj = Gran Shatranj

## Sides
side-white = Blancas
side-black = Negras
side-white-lower = blanco
side-black-lower = negro

## The game page
round-resize = Tamaño del tablero: arrastra, o usa las flechas; doble clic para el mejor ajuste
round-resize-title = Arrastra para cambiar el tamaño del tablero (doble clic: ajustar a la ventana)
step-first = Primera jugada
step-prev = Jugada anterior
step-next = Jugada siguiente
step-last = Última jugada
flip = Girar el tablero
board-settings = Tablero
board-style = Estilo del tablero
style-checkered = escaqueado
style-plain = liso
style-ashtapada = ashtapada
notation = Notación de las jugadas
notation-label = Notación
sound-on = Sonido activado
sound-off = Sonido desactivado
board-colours = Colores del tablero
colours-label = Colores
colour-wood = Madera
colour-sand = Arena
colour-green = Verde
colour-blue = Azul
colour-grey = Gris
coordinates = Coordenadas
style-label = Estilo
confirm-correspondence = Confirmar las jugadas por correspondencia
moves = Jugadas
move-placeholder = Escribe una jugada: e3, Nf3, e2e3
move-label = Escribe una jugada (SAN como Nf3, o casillas como e2e3)
chat = Chat
chat-spectators = Chat de los espectadores
chat-placeholder = Di algo…
chat-label = Mensaje del chat
chat-send = Enviar
chat-sign-in = Inicia sesión
chat-sign-in-after = para charlar con los demás espectadores.
confirm-move-label = Confirma tu jugada
not-connected-move = Sin conexión: tu jugada no se envió. La página se está reconectando; juégala de nuevo entonces.
not-connected = Sin conexión: no se envió nada. La página se está reconectando.
confirm-play = Jugar { $san }
confirm-take-back = Deshacer
confirm-send = Tu jugada: { $san }. ¿Enviarla?
first-move-you = { $n ->
    [one] Tienes { $n } segundo para hacer la primera jugada, o la partida se anula. Los relojes empiezan tras las dos primeras jugadas.
   *[other] Tienes { $n } segundos para hacer la primera jugada, o la partida se anula. Los relojes empiezan tras las dos primeras jugadas.
}
first-move-other = { $n ->
    [one] { $side } tienen { $n } segundo para hacer la primera jugada, o la partida se anula. Los relojes empiezan tras las dos primeras jugadas.
   *[other] { $side } tienen { $n } segundos para hacer la primera jugada, o la partida se anula. Los relojes empiezan tras las dos primeras jugadas.
}
your-opponent = Tu rival
absent-ready = { $name } abandonó la partida. Puedes reclamar la victoria, declararla tablas o esperar.
absent-wait = { $n ->
    [one] { $name } abandonó la partida. Podrás reclamar la victoria en { $n } segundo si no vuelve.
   *[other] { $name } abandonó la partida. Podrás reclamar la victoria en { $n } segundos si no vuelve.
}
reconnect-now = Reconectar ahora
reconnecting = Reconectando…
connection-lost = { $n ->
    [one] Se perdió la conexión con el servidor; no se puede jugar hasta que vuelva. Siguiente intento en { $n } segundo.
   *[other] Se perdió la conexión con el servidor; no se puede jugar hasta que vuelva. Siguiente intento en { $n } segundos.
}
offer-draw-them = { $name } ofrece tablas.
offer-draw-you = Ofreciste tablas; esperando la respuesta.
offer-takeback-them = { $name } pide deshacer la última jugada.
offer-takeback-you = Pediste deshacer tu jugada; esperando la respuesta.
claim-victory = Reclamar la victoria
call-draw = Declarar tablas
abort = Anular
abort-confirm = ¿Anular la partida? Pulsa de nuevo para confirmar
resign = Abandonar
resign-confirm = ¿Abandonar? Pulsa de nuevo para confirmar
draw-accept = Aceptar tablas
draw-decline = Rechazar tablas
draw-offered = Tablas ofrecidas
draw-offer = Ofrecer tablas
draw-offer-confirm = ¿Ofrecer tablas? Pulsa de nuevo para confirmar
takeback-accept = Aceptar deshacer
takeback-decline = Rechazar deshacer
takeback-asked = Deshacer pedido
takeback-offer = Pedir deshacer
more-time = Dar 15 s
more-time-title = Dar 15 segundos a { $name }
claim-draw = Reclamar tablas
claim-win = Reclamar la victoria
claim-draw-help = El otro rey está solo: las reglas te permiten tomar tablas ahora en vez de intentar ganar.
claim-win-help = El rey solo ha usado todas las jugadas que las reglas le dan para llegar a tablas: puedes reclamar la victoria.
rematch-play = Jugar la revancha
rematch-offered-them = { $name } ofrece la revancha.
rematch-accept = Aceptar la revancha
decline = Rechazar
rematch-waiting = Revancha ofrecida: esperando la respuesta de { $name }.
rematch-declined = La revancha fue rechazada.
rematch = Revancha
rematch-offer = Ofrecer la revancha
rematch-title = La misma partida otra vez, con los colores cambiados
new-game = Nueva partida
tournament-return = Volviendo al torneo en 3 segundos…
stay-here = Quedarse aquí
copied = Copiado
copy = Copiar
check = ¡jaque!
check-king-capture = el rey está atacado (puede ser capturado)
aborted = Anulada
rated = Puntuable, { $speed }
casual = Amistosa
speed-bullet = bala
speed-blitz = blitz
speed-rapid = rápida
speed-classical = clásica
speed-correspondence = por correspondencia
watching = { $n ->
    [one] { $n } mirando
   *[other] { $n } mirando
}
notify-title = Avísame cuando mi rival juegue mientras esta página está en segundo plano
notify = Avisarme de las jugadas
notify-blocked = Las notificaciones de este sitio están bloqueadas en tu navegador.
notify-your-turn = { $san }: te toca
notify-a-move = Una jugada: te toca
notify-moved = { $game }: { $name } ha jugado
not-your-move = No es tu turno.

## Seats, status, titles (the game page)
seat-waiting = esperando a un jugador…
presence-here = aquí
presence-away = ausente
presence-here-title = { $name } está en la página de la partida
presence-away-title = { $name } no está en la página de la partida
clock-of = Reloj de las { $side }
material-ahead = Ventaja de { $n } en peones del motor
status-open = Esperando a que tu rival se una.
status-over = Partida terminada: { $result }
status-your-move = Te toca
status-to-move = Juegan las { $side }
status-engine = El motor está pensando…
your-rating = Tu puntuación
title-open = Esperando a un rival
title-your-turn = Te toca
title-waiting-for = Esperando a { $name }
the-opponent = el rival
said-played = Las { $side } jugaron { $san }.
said-over = Partida terminada: { $result }, { $reason }
said-your-move = Te toca.

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = Ganan las { $winner }: las { $loser } reciben mate
end-stalemate-win = Ganan las { $winner }: las { $loser } están ahogadas y pierden
end-stalemate = Tablas: ahogado
end-bare-king = Ganan las { $winner }: el rey de las { $loser } está desnudo
end-counter-bared = Tablas: el rey desnudo desnudó también al otro rey
end-bare-kings = Tablas: solo quedan los dos reyes
end-king-captured = Ganan las { $winner }: el rey de las { $loser } fue capturado
end-no-moves-win = Ganan las { $winner }: las { $loser } no tienen jugada
end-no-moves = Tablas: el bando que mueve no tiene jugada
end-lone-king-stalemate = Tablas: un rey solo dio ahogado
end-lone-king-moves = Ganan las { $winner }: el rey solo de las { $loser } agotó sus jugadas sin lograr tablas
end-lone-king-claim = Tablas reclamadas: el rival de un rey solo tomó las tablas
end-boorj-win = Ganan las { $winner } por boorj: el raja de las { $loser } está desnudo
end-boorj = Tablas: boorj (raja desnudo) contado como tablas
end-repetition = Tablas por repetición
end-move-rule = Tablas por la regla del número de jugadas
end-time = Ganan las { $winner }: a las { $loser } se les acabó el tiempo
end-resignation = Ganan las { $winner }: las { $loser } abandonaron
end-agreement = Tablas de mutuo acuerdo
end-abandoned-win = Ganan las { $winner }: las { $loser } dejaron la partida
end-abandoned = Tablas: un jugador dejó la partida
end-aborted = La partida fue anulada
end-aborted-first-move = Las { $side } no hicieron su primera jugada en { $n } segundos: la partida fue anulada
end-aborted-by = Las { $side } anularon la partida antes de que ambos bandos jugaran
end-claimed = { $reason } (reclamado)
grade-pawn-mate = un mate dado por un peón, el grado más alto de victoria
grade-checkmate = un mate dado por una pieza, el grado medio de victoria
grade-boorj = el grado más bajo de victoria
end-draw = Tablas

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
clock-hours = { $n } h
clock-minutes = { $n } min
clock-seconds = { $n } s

## Choosing a promotion, Parsi's bonus move
cancel = Cancelar
promote-to = Promocionar a:
no-promotion = sin promoción
promote-to-said = Promocionar a: { $pieces }?
bonus-title = El nuevo caballo puede mover una vez más: llévalo en el tablero a una casilla marcada, o
bonus-stay = Quedarse
bonus-said = El nuevo caballo puede mover una vez más, a { $squares }, o quedarse.

## Moves typed in the box
typed-ambiguous = '{ $text }' puede ser más de una jugada: añade la casilla de salida
typed-none = ninguna jugada legal se escribe '{ $text }'

## The board by keyboard (read by screen readers)
board-role = tablero
board-help = Tablero. Las flechas recorren las casillas; Intro coge una pieza, e Intro otra vez la juega; Escape la suelta.
kb-cannot-go = { $square }: la pieza de { $from } no puede ir ahí. Soltada.
kb-nothing = { $square }: aquí no hay nada que puedas mover.
kb-let-go = Soltada.
kb-empty = vacía
kb-man = { $piece } { $side }
kb-square = { $square }, { $what }
kb-plays-here = Intro la juega aquí
kb-help = Las flechas mueven; Intro coge una pieza.
kb-picked = { $what } de { $square } cogido.
kb-can-go = Puede ir a { $squares }.
kb-free = Lleva el cursor a una casilla y pulsa Intro.
kb-no-move = Ahora no tiene jugada.

## Challenges (the header)
challenge-rated = puntuable
challenge-casual = amistosa
challenge-you-play = juegas con { $side }
challenge-accept = Aceptar
challenge-why = Por qué lo rechazas
challenge-decline = Rechazar
challenge-later = Luego
challenge-you = te desafía
unlimited = sin reloj

## The lobby's lists
no-seeks = No hay búsquedas abiertas ahora.
no-games-in-progress = No hay partidas en curso.
col-game = Juego
col-player = Jugador
col-time = Tiempo
col-mode = Modo
col-moves = Jugadas
col-result = Resultado
changed = Cambiado:
rated-plain = Puntuable
cancel-seek-of = Cancelar tu búsqueda de { $game }
imported = importada:
imported-title = Importada de un archivo
diagram = diagrama
diagram-title = Una imagen (PNG) de la posición final
waiting-count = { $n ->
    [one] { $n } esperando
   *[other] { $n } esperando
}

## A refused action (the game page)
refused-over = La partida ha terminado.
refused-not-started = La partida no ha empezado: espera a un segundo jugador.
refused-not-a-player = Solo los jugadores de esta partida pueden hacerlo.
refused-not-your-turn = No es su turno.
refused-illegal = Esa jugada no es legal aquí.
refused-stale = La posición ha cambiado: recargue la partida e inténtelo de nuevo.
refused-changed = La partida cambió en ese mismo momento: recárguela e inténtelo de nuevo.
refused-too-many = Demasiadas peticiones: vaya más despacio un momento.
