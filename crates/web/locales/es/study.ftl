# Las palabras que solo escriben los scripts de las páginas de estudio (tablero de análisis, editor, problemas).

## The analysis board
an-eval-title = Evaluación (blancas abajo)
an-step-start = Inicio
an-step-back = Atrás (←)
an-step-forward = Adelante (→)
an-step-end = Fin de la línea
an-flip = ⇅ Girar
an-still-loading = La posición aún se está cargando.
an-over = Ninguna jugada: la partida ha terminado en esta posición.
an-engine = Motor
an-where = Dónde piensa el motor
an-in-browser = en este navegador
an-on-server = en el servidor
an-moves = Jugadas
an-position = Posición
an-delete = Borrar desde aquí
an-delete-title = Borrar esta jugada y todo lo que la sigue
an-promote = Hacer línea principal
an-promote-title = Hacer de esta variante la línea principal
an-fen-label = FEN de la posición mostrada
an-load = Cargar
an-load-title = Analizar el FEN de la casilla
an-pgn-label = PGN del análisis
an-pgn-download = Descargar PGN
an-edit = Editar la posición
an-play-here = Jugar desde aquí
an-diagram = Descargar diagrama
an-diagram-title = Una imagen (PNG) de la posición mostrada, para una página o para imprimir
an-browser-stopped = El motor de este navegador se detuvo; elija «en el servidor» para seguir.
an-browser-failed = Este navegador no pudo cargar el motor; analiza el servidor en su lugar.
an-depth = profundidad { $n }
an-speed = { $n } kN/s
an-done = terminado
an-off = apagado
an-best = mejor
an-preferred = { $what }: el motor prefería { $san }
an-explore = Mueva las piezas para explorar: cada jugada que pruebe se guarda, también las variantes.
an-table = Tabla de finales
an-play-san = Jugar { $san }
an-to-move = Juegan { $side }
an-to-move-check = Juegan { $side }: ¡jaque!
an-link-illegal = Una jugada del enlace no era legal y se ha omitido: { $text }
an-busy = Todos los motores del servidor están ocupados: se volverá a intentar en unos segundos.

## The engine's scores ($how: one of the score-how words)
score-in = { $how } en { $n }
score-how-mate = mate
score-how-bare-king = rey desnudo
score-how-stalemate = ahogado
score-how-king-taken = captura del rey
score-how-win = victoria

## The endgame tables' verdicts
tb-draw = Tablas
tb-draw-why = Tablas ({ $reason })
tb-has-won = Han ganado { $side } ({ $how })
tb-wins = Ganan { $side }: { $how } en { $n }
tb-move-draw = tablas
tb-move-draw-why = tablas ({ $reason })
tb-move-wins = gana ({ $how })
tb-move-win-in = { $how } en { $n }
tb-move-loses = pierde ({ $how })
tb-move-loses-in = pierde: { $how } en { $n }
tb-how-checkmate = mate
tb-how-bare-king = rey desnudo
tb-how-boorj = raja desnudo
tb-how-stalemate = ahogado
tb-how-king-captured = capturar el rey
tb-how-no-moves = dejar sin jugadas
tb-how-lone-king-moves = las diez jugadas del rey solo
tb-how-win = victoria
tb-why-counter-bared = el rey desnudo desnuda a su vez
tb-why-bare-kings = solo los reyes
tb-why-stalemate = ahogado
tb-why-lone-king-stalemate = ahogado de un rey solo
tb-why-no-moves = sin jugadas

## A finished game's review
rv-start = Revisar la partida
rv-finish = Terminar la revisión
rv-progress = Evaluando la media jugada { $n } de { $total }…
rv-inaccuracy = Imprecisión
rv-mistake = Error
rv-blunder = Error grave
rv-inaccuracies = { $n ->
    [one] { $n } imprecisión
   *[other] { $n } imprecisiones
}
rv-mistakes = { $n ->
    [one] { $n } error
   *[other] { $n } errores
}
rv-blunders = { $n ->
    [one] { $n } error grave
   *[other] { $n } errores graves
}
rv-counts = { $inaccuracies }, { $mistakes }, { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: { $accuracy } de precisión, { $counts }
rv-graph = Gráfico de evaluación: haga clic para ir a una jugada

## A problem
pr-take-back = Deshacer y volver a intentar
pr-retry = Empezar de nuevo
pr-show = Mostrar la solución
pr-next = Problema siguiente
pr-all = Todos los problemas
pr-wait = Espere la respuesta del motor.
pr-over = El problema ha terminado: deshaga, empiece de nuevo o vea la solución.
pr-no-moves = No se ha jugado ninguna jugada.
pr-engine-first = El motor juega primero; usted lleva { $side }.
pr-your-move = Su jugada: usted lleva { $side }.
pr-thinking = El motor está pensando…
pr-unreachable = No se puede contactar con el sitio.
pr-solution = Solución:
pr-longest = Defensa más larga:
pr-second = Segunda solución:
pr-taken-back = Deshecho: pruebe otra jugada.
pr-unusable = Este problema no se puede jugar tal como se leyó (vea abajo).
pr-solved-here = Resuelto en este navegador

## The position editor
ed-tray = Piezas de { $side }
ed-eraser = Quitar piezas: elija esto y luego haga clic en las piezas
ed-side-to-move = Turno
ed-unmoved = Aún sin mover (de esto dependen los pasos dobles y el salto del raja)
ed-may-leap = El raja de { $side } aún puede saltar
ed-unmoved-piece = { $piece } de { $side } en { $square }
ed-lone-count = Jugadas hechas por un rey solo:
ed-halfmoves = Jugadas sin captura ni jugada de peón
ed-move-number = Número de jugada
ed-start = Posición inicial
ed-clear = Vaciar el tablero
ed-load-title = Colocar el tablero según el FEN de la casilla
ed-copy = Copiar FEN
ed-copied = Copiado
ed-analyse = Analizar
ed-play-engine = Jugar contra el motor
ed-invite = Invitar a un amigo
ed-offline = Jugar contra el motor sin conexión
ed-board-help = Tablero. Las flechas recorren las casillas; la letra de una pieza la pone allí (mayúscula para blancas, minúscula para negras), Supr vacía la casilla; Intro toma una pieza y otro Intro la mueve.
ed-unreachable = no se puede contactar con el sitio
ed-finished = Una posición terminada: { $result }, { $reason }
ed-legal = Una posición legal: juegan { $side }.
ed-legal-check = Una posición legal: juegan { $side }, en jaque.
ed-not-position = No es una posición de { $game }: { $text }

## Playing the engine offline
off-side = Su bando
off-you-play = Juega con { $side }
off-level = El tiempo del motor por jugada
off-quick = rápido: 0,2 s por jugada
off-steady = pausado: 1 s por jugada
off-strong = fuerte: 3 s por jugada
off-new = Partida nueva
off-loading = La partida aún se está cargando.
off-over = La partida ha terminado: empiece otra.
off-engine-move = Le toca al motor.
off-well-played = ¡Bien jugado!
off-your-move = Su turno ({ $side })
off-your-move-check = Su turno ({ $side }): ¡jaque!
off-you-played = Ha jugado { $san }.
off-engine-played = El motor ha jugado { $san }.
off-failed = El motor ha fallado.
off-cannot = Este navegador no puede ejecutar el motor aquí: { $text }

## Importing games
im-read = { $n ->
    [one] { $n } archivo leído ({ $num } KiB).
   *[other] { $n } archivos leídos ({ $num } KiB).
}

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = En el campo { $field } del FEN, en el carácter { $at }: { $problem }
fen-error-found = En el campo { $field } del FEN, en el carácter { $at } («{ $found }»): { $problem }
fen-impossible = Esta posición no puede darse: { $problem }
fen-field-board = tablero (campo 1)
fen-field-turn = turno (campo 2)
fen-field-flags = marcas (campo 3)
fen-field-en-passant = al paso (campo 4)
fen-field-halfmove = contador de medias jugadas (campo 5)
fen-field-fullmove = número de jugada (campo 6)
fen-field-lone-counts = cuentas del rey solo (campo 7)
fen-field-extra = final
fen-field-position = posición
fen-rank-count = se dan { $given } filas; el tablero tiene { $ranks }.
fen-zero-run = una cuenta de casillas vacías empieza en 1.
fen-rank-overfull = la fila { $rank } tiene más de { $files } casillas.
fen-not-board-text = aquí se esperaba la letra de una pieza, una cifra o «/».
fen-unknown-letter = ninguna pieza de este juego tiene esta letra.
fen-rank-short = la fila { $rank } tiene { $squares } casillas; el tablero tiene { $files } columnas.
fen-too-long = este FEN tiene { $len } caracteres; ninguna posición de estos juegos necesita más de { $max }.
fen-empty = el FEN está vacío.
fen-no-turn = falta; escriba w (juegan las blancas) o b (juegan las negras).
fen-bad-turn = escriba w (juegan las blancas) o b (juegan las negras).
fen-en-passant = estos juegos no tienen captura al paso; escriba «-».
fen-halfmove-too-large = el contador de medias jugadas es demasiado grande.
fen-not-a-number = se esperaba un número.
fen-move-zero = los números de jugada empiezan en 1.
fen-move-too-large = el número de jugada es demasiado grande.
fen-after-move-number = nada puede seguir al número de jugada.
fen-unexpected-text = esto no se esperaba: tras el turno vienen las marcas («-»), el contador de medias jugadas y el número de jugada.
fen-after-last-field = nada puede seguir al último campo.
fen-open-holdings = el corchete de las piezas en reserva debe cerrarse con «]» al final del tablero.
fen-unknown-holding-letter = ninguna pieza de este juego tiene esta letra (entre las piezas en reserva).
fen-no-flags = este juego no tiene enroque ni marcas; escriba «-» (también se acepta, y se ignora, un campo de enroque del ajedrez como KQkq).
fen-chess-castling = este juego no tiene enroque: este campo da las columnas de las piezas mayores que no se han movido, y L o l para un salto del rey aún por hacer (al inicio: { $start }).
fen-leap-twice = el salto se da dos veces.
fen-bad-flag = se esperaba la letra de columna de una pieza mayor sin mover (mayúscula para las blancas, minúscula para las negras), o L o l para el salto.
fen-flag-twice = esta marca se da dos veces.
fen-no-master-piece = ninguna pieza mayor de { $side } está en { $square }.
fen-bad-lone-side = se esperaba w o b y una cuenta, como en w0b3.
fen-no-count = se esperaba una cuenta.
fen-count-too-large = una cuenta es como mucho 63.
fen-not-lone = el rey de { $side } no está solo, así que su cuenta debe ser 0.
fen-off-board = una pieza está fuera del tablero.
fen-two-men = dos piezas están en { $square }.
fen-kings = { $side } tiene { $count } reyes.
fen-no-king = { $side } no tiene rey.
fen-unpromoted = un peón de { $side } está en { $square }, donde ya debería haber promocionado.
fen-out-of-turn-check = el bando que no tiene el turno ({ $side }) está en jaque.

## The analysis board's refusals
an-move-illegal = La jugada { $n } de la línea no es legal en su posición.
an-line-too-long = La línea es demasiado larga para que el tablero la siga.
an-too-many = Demasiadas peticiones: vaya un poco más despacio.
an-failed = El motor no pudo analizar esta posición.

## The puzzle trainer
pz-title = Puzzles
pz-lead = Encuentra la mejor jugada. Cada puzzle viene de una partida real de estos juegos, con su línea comprobada por una búsqueda más profunda; tu puntuación de puzzles sube cuando resuelves uno al primer intento y baja cuando fallas.
pz-count = { $n ->
    [one] { $n } puzzle
   *[other] { $n } puzzles
}
pz-your-rating = Tu puntuación de puzzles: { $rating }
pz-train = Entrenar
pz-streak = Racha
pz-storm = Tormenta
pz-by-theme = Por tema
pz-daily = Puzzle del día
pz-to-move = Juegan { $side }
pz-historical = Los problemas de los antiguos maestros
pz-historical-help = Las mansubat de los manuscritos árabes y el libro de Alfonso X, con sus fuentes y lo que el motor demostró de cada una.
pz-historical-go = Abrir los problemas
pz-yours = Tus puzzles
pz-history = Puzzles que has jugado
pz-dashboard = Tus temas
pz-dashboard-lead = Con qué frecuencia resolviste cada tipo de puzzle al primer intento: entrena los temas que fallas.
pz-visitor = Tus puntuaciones de puzzles se guardan en este navegador. Con una cuenta te acompañan, con tu historial y tus temas.
pz-sign-up = Crear una cuenta
pz-none = No existe ese puzzle
pz-all = Todos los puzzles
pz-of = Puzzles de { $game }
pz-theme-of = { $game }: { $theme }
pz-streak-of = Racha de puzzles: { $game }
pz-storm-of = Tormenta de puzzles: { $game }
pz-history-none = Aún no has jugado ningún puzzle.
pz-solved-mark = Resuelto
pz-failed-mark = Fallado
pz-older = Puzzles anteriores
pz-theme = Tema
pz-any-theme = Cualquier tema
pz-tried = Jugados
pz-accuracy = Resueltos al primer intento
pz-percent = { $n } %
pz-find = Encuentra la mejor jugada para { $side }.
pz-opponent-played = Tu rival jugó { $san }. Encuentra la mejor jugada para { $side }.
pz-right = ¡Correcto!
pz-right-reply = Correcto. Tu rival responde { $san }: sigue.
pz-solved = ¡Resuelto!
pz-wrong = Esa no es la jugada. Inténtalo de nuevo o mira la solución.
pz-again = Inténtalo de nuevo: encuentra la mejor jugada.
pz-retry = Deshacer e intentar de nuevo
pz-show = Ver la solución
pz-the-solution = La solución:
pz-solution-was = La solución: { $line }.
pz-next = Siguiente puzzle
pz-analyse = Estudiarlo en el tablero de análisis
pz-vote-up = Un buen puzzle
pz-vote-down = Un puzzle flojo
pz-voted = Gracias por tu voto.
pz-rating-change = Tu puntuación de puzzles: { $rating } ({ $diff })
pz-not-rated = Sin puntuar: ya jugaste este puzzle.
pz-puzzle-rating = Puntuación del puzzle { $rating }, jugado { $plays ->
    [one] una vez
   *[other] { $plays } veces
}.
pz-themes-are = Temas: { $themes }
pz-streak-help = Resuelve puzzles cada vez más difíciles. Sin reloj ni puntuación: el primer error termina la racha.
pz-storm-help = Tres minutos: resuelve tantos puzzles como puedas. Un error solo te cuesta ese puzzle.
pz-start = Empezar
pz-streak-score = Racha: { $n }
pz-storm-score = Resueltos: { $n }
pz-best = Tu mejor marca en este navegador: { $n }
pz-run-over = Terminado: { $n } resueltos.
pz-run-again = Jugar otra vez
pz-theme-mate = Mate
pz-theme-mate-in-1 = Mate en 1
pz-theme-mate-in-2 = Mate en 2
pz-theme-mate-in-3 = Mate en 3
pz-theme-mate-in-4-plus = Mate en 4 o más
pz-theme-bare-king = Rey desnudo
pz-theme-stalemate-win = El ahogado gana
pz-theme-king-capture = Captura del rey
pz-theme-forced-win = Victoria forzada
pz-theme-advantage = Ventaja
pz-theme-crushing = Aplastante
pz-theme-defensive-move = Jugada defensiva
pz-theme-counter-baring = Desnudar en respuesta
pz-theme-promotion = Promoción
pz-theme-fork = Ataque doble
pz-theme-pin = Clavada
pz-theme-skewer = Enfilada
pz-theme-discovered-attack = Ataque a la descubierta
pz-theme-raja-leap = El salto del rey
pz-theme-sacrifice = Sacrificio
pz-theme-lone-king-count = La cuenta del rey solo
pz-theme-endgame = Final
pz-theme-one-move = Una jugada
pz-theme-short = Corto
pz-theme-long = Largo

## The game designer's script
design-new-piece = Pieza nueva
design-piece-name = Nombre
design-piece-letter = Letra
design-piece-figure = Se dibuja como
design-piece-disc = un disco con su letra
design-piece-betza = Movimientos (Betza)
design-piece-value = Valor (un peón vale 100)
design-piece-royal = Real (el rey)
design-piece-pawn = Peón (promociona)
design-piece-remove = Quitar esta pieza
design-estimated = estimado { $value }
design-reach = Desde la casilla marcada: { $moves } casillas a las que mover, { $captures } en las que capturar, { $initial } solo como primer movimiento
design-legend = Punto: mueve allí. Anillo: captura allí. Ambos: un anillo relleno. Cuadrado: solo primer movimiento.
design-ready = Tu juego está listo: { $moves } primeros movimientos legales (secuencias desde el inicio: { $perft }).
design-wrong = Todavía no es un juego: mira el error marcado abajo.
design-text-empty = Pega primero un archivo de variante o una sección de Fairy-Stockfish.
design-read-warnings = Leído, con { $count } ajustes que no se pudieron conservar:

## The designer: saving on the site
design-saving = Guardando…
design-saved = Guardado como versión { $version }. Abriendo su página…
design-not-saved = No se guardó:
design-not-saved-network = No se guardó: no se pudo contactar con el sitio. Tu borrador se queda en este navegador.

## The designer: the start on a board
design-clear-board = Vaciar el tablero
