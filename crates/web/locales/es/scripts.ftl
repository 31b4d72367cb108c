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
flip = Girar el tablero
board-style = Estilo del tablero
style-checkered = escaqueado
style-plain = liso
style-ashtapada = ashtapada
notation = Notación de las jugadas
board-colours = Colores del tablero
colour-wood = Madera
colour-sand = Arena
colour-green = Verde
colour-blue = Azul
colour-grey = Gris
moves = Jugadas
move-placeholder = Escribe una jugada: e3, Nf3, e2e3
move-label = Escribe una jugada (SAN como Nf3, o casillas como e2e3)
chat = Chat
reconnecting = Reconectando…
abort = Anular
resign = Abandonar
more-time = Dar 15 s
new-game = Nueva partida
copy = Copiar
rated = Puntuable, { $speed }
casual = Amistosa

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

