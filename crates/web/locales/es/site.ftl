# Las palabras del sitio en español.


## The header
nav-site = Sitio
menu = ☰ Menú
nav-play = Jugar
nav-analysis = Análisis
nav-editor = Editor
nav-training = Puzzles
nav-problems = Problemas
nav-archive = Archivo
nav-players = Jugadores
nav-tv = TV
nav-tv-title = La partida destacada, en directo
nav-tournaments = Torneos
nav-engines = Motores
nav-rules = Reglas
tournament-next-title = { $name }: el próximo torneo
tournament-live-title = { $name }: en curso, únete
tournament-sr = Torneo { $name }:
tournament-in = en { $time }
tournament-live = en directo
settings = Ajustes
settings-title = El juego de piezas, páginas claras u oscuras, el idioma
pieces-title = Juego de piezas
set-figures = Figuras
set-turned = Torneadas
set-letters = Letras
theme = Tema
theme-system = ◐ Sistema
theme-light = ☀ Claro
theme-dark = ☾ Oscuro
language = Idioma
my-games = Mis partidas
my-games-title = Tus partidas
your-turn-title = Partidas en las que te toca mover
challenges-for-you = Desafíos para ti
me-title = Tu perfil, tu cuenta y cerrar sesión
your-account = Tu cuenta
profile = Perfil
account = Cuenta
sign-out = Cerrar sesión
anon-me-title = Tu nombre aquí; cámbialo en tu cuenta
sign-in = Entrar
sign-up = Registrarse

## The pieces' names, game by game
piece-chaturanga-davidson-K = Raja
piece-chaturanga-davidson-Q = Mantri
piece-chaturanga-davidson-E = Gaja
piece-chaturanga-davidson-N = Ashva
piece-chaturanga-davidson-R = Ratha
piece-chaturanga-davidson-P = Padati
piece-great-shatranj-K = Rey
piece-great-shatranj-G = General
piece-great-shatranj-M = Ministro
piece-great-shatranj-H = Gran Sacerdotisa
piece-great-shatranj-E = Elefante
piece-great-shatranj-N = Caballo
piece-great-shatranj-W = Woody
piece-great-shatranj-P = Peón
piece-great-shatranj-S = Soldado
piece-parsi-K = Raja
piece-parsi-Q = Visir
piece-parsi-B = Elefante
piece-parsi-N = Caballo
piece-parsi-R = Barco
piece-parsi-P = Peón
piece-shatranj-kamil-64-K = Rey
piece-shatranj-kamil-64-G = General
piece-shatranj-kamil-64-E = Elefante
piece-shatranj-kamil-64-S = General de plata
piece-shatranj-kamil-64-N = Caballo
piece-shatranj-kamil-64-R = Torre
piece-shatranj-kamil-64-P = Peón
piece-shatranj-K = Sha
piece-shatranj-Q = Alferza
piece-shatranj-B = Alfil
piece-shatranj-N = Caballo
piece-shatranj-R = Roque
piece-shatranj-P = Peón

## The game page
no-such-game = No existe esa partida
no-such-game-help = Comprueba el enlace, o empieza una partida nueva desde el vestíbulo.
to-the-lobby = Al vestíbulo
challenge-waiting = Desafiaste a { $name }: la partida empieza cuando acepte.
challenge-waiting-help = Lo ve enseguida si está en el sitio, o cuando abra una de sus páginas.
cancel-challenge = Cancelar el desafío
challenge-to-you = { $name } te desafía.
challenge-between = { $name } desafió a { $other }: la partida empieza cuando acepte.
invite-seek = Tu búsqueda está en el vestíbulo: la partida empieza cuando alguien la acepte. También puedes enviar este enlace a un amigo.
invite-friend = Invita a tu rival: envíale este enlace; la partida empieza cuando lo abra.
invite-link = Enlace de invitación
invite-seek-stays = La búsqueda sigue en el vestíbulo mientras esta página o el vestíbulo estén abiertos.
cancel-seek = Cancelar la búsqueda
cancel-game = Cancelar la partida
changed-rules-of = { $game } con reglas cambiadas:
needs-javascript = El tablero necesita JavaScript. La partida como texto:
loading-board = Cargando el tablero… Si sigue vacío, la interfaz no está construida:
berserk-both = Los dos jugadores fueron berserk: medio reloj, y un punto más por ganar en siete jugadas o más.
berserk-white = Las blancas fueron berserk: medio reloj, y un punto más por ganar en siete jugadas o más.
berserk-black = Las negras fueron berserk: medio reloj, y un punto más por ganar en siete jugadas o más.
berserk = Berserk
berserk-title = Renuncia a la mitad de tu reloj por un punto más si ganas en siete jugadas o más
back-to-tournament = Volver al torneo
analyse-game = Analizar esta partida
download-pgn = Descargar PGN
download-diagram = Descargar diagrama
download-diagram-title = Una imagen (PNG) de la posición mostrada, para una página o para imprimir
download-courier = Descargar registro de Game Courier
rules-of = Reglas del { $game }
game-title = Partida de { $game }

## Joining a game by invitation
game-started = Esta partida ya empezó
watch-it = Mírala
days-a-move = { $n ->
    [one] { $n } día por jugada
   *[other] { $n } días por jugada
}
rating-any = cualquiera
invites-you = { $name } te invita a { $game }
host = Anfitrión:
clock = Reloj:
for-ratings = para puntuaciones de { $min } a { $max }
own-game = Es tu propia partida: empieza cuando otra persona ocupe el otro asiento.
back-to-it = Volver a ella
rated-needs-account = Una partida puntuable se juega entre cuentas: regístrate o inicia sesión para tomarla.
you-play-as = Juegas como { $name }.
your-name = Tu nombre
name-made-for-you = se te da un nombre
join-game = Unirse a la partida
join = Unirse

## Accounts: signing up and in, the account page
played-as = Has jugado como { $name }: tus partidas siguen siendo tuyas al registrarte.
name = Nombre
name-help = De 3 a 20 letras (A–Z), cifras, _ o -. Lo ven los demás jugadores; no se puede cambiar después.
password = Contraseña
password-help = Al menos 8 caracteres.
have-account = ¿Ya tienes cuenta?
new-here = ¿Eres nuevo?
or-just-play = O simplemente juega: se te da un nombre.
language-help = El idioma del sitio, en este navegador y en tu cuenta
not-played-yet = Aún no has jugado: regístrate, inicia sesión o simplemente juega (se te da un nombre).
anon-as = Juegas sin cuenta, como { $name } (este navegador te recuerda).
new-name = Nombre nuevo
change-name = Cambiar mi nombre
keep-games = Conserva tus partidas en todas partes
keep-games-help = para jugar partidas puntuables e iniciar sesión desde cualquier navegador; tus partidas hasta ahora siguen siendo tuyas.
signed-in-as = Sesión iniciada como
my-page = Mi página
change-password = Cambia tu contraseña
current-password = Contraseña actual
new-password = Contraseña nueva
change-my-password = Cambiar mi contraseña
delete-account = Eliminar tu cuenta
delete-account-help = Tus partidas quedan en el archivo sin tu nombre.
delete-my-account = Eliminar mi cuenta
delete-what = Tus partidas quedan en el archivo, jugadas por «jugador eliminado»; tus puntuaciones y tu página desaparecen, y otra persona podrá usar tu nombre.
password-to-confirm = Tu contraseña, para confirmar
account-deleted = Tu cuenta está eliminada
err-name-length = Un nombre tiene de 3 a 20 caracteres.
err-name-kept = Este nombre está reservado para el sitio; elige otro.
err-name-char = { $what } no puede estar en un nombre: usa letras A–Z, cifras, _ y -.
err-a-space = Un espacio
err-name-taken = El nombre { $name } está ocupado; elige otro.
err-name-like = { $name } es, o se parece a, el nombre de la cuenta { $other }; elige otro.
err-password-short = Una contraseña tiene al menos 8 caracteres.
err-password-long = Una contraseña tiene como mucho 1000 bytes.
err-too-many = Demasiados intentos desde tu red: espera unos minutos y vuelve a intentarlo.
err-wrong = Nombre o contraseña incorrectos.
err-type-both = Escribe tu nombre y tu contraseña.
err-not-current = Esa no es tu contraseña actual.
err-not-password = Esa no es tu contraseña.
err-no-password = Esta cuenta no tiene contraseña.
err-failed = No se pudo guardar la contraseña; inténtalo de nuevo.

## The lobby
lobby-title = Juega a la familia del shatranj
quick-pairing = Emparejamiento rápido
quick-help = Elige un juego y un reloj: te emparejas con un jugador que espera lo mismo, o tu búsqueda espera en el vestíbulo hasta que alguien la tome. Los tiempos son minutos + segundos añadidos por jugada.
how-to-play = Cómo se juega al { $game }
about-shatranj = { $game }: el ajedrez de la Persia medieval y del mundo árabe. El alferza mueve una casilla en diagonal y el alfil salta dos, así que las partidas son largas; ahogar al otro rey, o tomarle todas sus piezas, gana.
about-chaturanga-davidson = { $game }: el ajedrez indio tal como lo describió H. A. Davidson. No hay jaque mate: el rey puede ser capturado, y dejar al otro rey solo en el tablero gana.
about-parsi = { $game }: el ajedrez indio de 1814, cercano al de hoy (dama y alfiles), con un salto de caballo del rey, peones que solo promocionan a piezas ya perdidas, y sin ahogado.
about-shatranj-kamil-64 = { $game }: shatranj en 64 casillas con piezas más fuertes (generales de plata, elefantes de salto largo); ahogar gana, y un rey solo tiene diez jugadas para salvarse.
about-great-shatranj = { $game }: shatranj en un tablero de 10x8 con piezas más fuertes cuyos movimientos largos son saltos de dos casillas; los peones promocionan a piezas ya perdidas, o a soldado.
start-of = el inicio del { $game }
create-game = Crear una partida
create-game-help = contra el motor, con un amigo por enlace, o con tu propio reloj y reglas
time-control = Ritmo de juego
custom-clock = Personalizado
minutes = Minutos
seconds-a-move = + segundos por jugada
opponent = Rival
opponent-engine = El motor
opponent-friend = Un amigo (por enlace)
opponent-anyone = Cualquiera (búsqueda abierta)
engine-strength = Fuerza del motor
level-beginner = principiante
level-club = jugador de club
level-full = fuerza máxima
your-colour = Tu color
colour-random = Al azar
rating-range = Puntuación del rival (búsquedas abiertas)
rated-help = Las partidas puntuables cambian la puntuación de ambos jugadores: los cinco juegos con sus propias reglas, desde su inicio, con reloj. Las partidas contra el motor son amistosas.
casual-note = Amistosa. Regístrate o inicia sesión para jugar partidas puntuables.
you-play-as-prefix = Juegas como
rules-set-as-sources = Fijadas como dicen las fuentes del juego; cambia una solo para jugar otra lectura.
more-rule-options = Más opciones de reglas
other-start = Empezar desde otra posición
fen-label = Posición (FEN; vacía: el inicio propio del juego)
create-the-game = Crear la partida
open-seeks = Búsquedas abiertas
open-seeks-help = Partidas que esperan a que alguien ocupe el otro asiento: un clic en un reloj de la tabla de arriba crea una, igual que «Cualquiera (búsqueda abierta)» en Crear una partida.
no-tournaments = Ninguno anunciado.
create-one = Crea uno
all-tournaments = Todos los torneos
games-in-progress = Partidas en curso

# Error pages.
error-not-found-title = Página no encontrada
error-not-found = No hay nada en esta dirección. Revisa el enlace.
error-method-title = No es una página
error-method = Esta dirección no acepta este tipo de petición.
error-too-many-title = Demasiadas peticiones
error-too-many = Tu dirección ha enviado demasiadas peticiones: espera unos segundos y vuelve a intentarlo.
error-forbidden-title = No permitido
error-forbidden = No puedes hacer eso aquí.
error-server-title = Algo salió mal
error-server = El servidor no pudo responder ahora. Vuelve a intentarlo en un momento.
error-bad-title = No funcionó
error-bad = No se pudo leer la petición.
error-unavailable-title = No disponible
error-unavailable = La base de datos no responde. Vuelve a intentarlo en un momento.

## The analysis board, the editor, playing offline
study-game = Juego
board-loading = Cargando el tablero… Si queda vacío, la interfaz no está compilada; ejecute:
back-to-game = Volver a la partida
an-title = Tablero de análisis de { $game }
an-title-game = Análisis: { $name }
an-in-progress-title = Partida en curso
an-in-progress = Esta partida aún se está jugando
an-in-progress-help = El tablero de análisis se abre cuando termina.
an-cannot-open = No se puede abrir el tablero de análisis
an-bad-fen = Esa posición no se puede usar: { $text }. Se muestra el inicio en su lugar.
an-needs-js = El tablero de análisis necesita JavaScript.
an-game-pgn = El PGN de la partida
an-help = Haga clic en las piezas o arrástrelas para probar jugadas; cada una se guarda en la lista, también las variantes, y en la dirección de esta página, así que un enlace comparte todo el análisis. Las flechas muestran las mejores jugadas del motor (azul oscuro: la mejor). Teclas: ← → para avanzar y retroceder, Inicio y Fin.

## Problems: the list, a problem's page
pb-title = Problemas
pb-lead = Juegue el bando que debe alcanzar el objetivo; el motor defiende con sus mejores jugadas. Primero los problemas de los antiguos maestros (los mansubat árabes y el libro de Alfonso X de 1283), cada uno con su fuente y su historia; luego posiciones halladas en partidas. Toda afirmación sobre un problema (su clave, una segunda solución, una defensa mejor que la del libro) la ha demostrado Rukh probando todas las defensas.
pb-collections = Colecciones
pb-from-play = Posiciones de partidas
pb-from-play-help = Victorias forzadas halladas en partidas de Rukh y de los jugadores de aquí: una sola primera jugada gana, y la prueba lo muestra.
pb-site-own = Problemas de este sitio
pb-number = N.º { $n }
pb-unusable-flag = No se puede jugar tal como se leyó
pb-rated = { $n ->
    [one] Puntuación { $rating } según el resultado de un jugador
   *[other] Puntuación { $rating } según los resultados de { $n } jugadores
}
pb-cook-flag = Tiene una segunda solución
pb-defence-flag = La defensa del libro no es la mejor
pb-none = No existe ese problema
pb-all = Todos los problemas
pb-heading = Problema de { $game } { $name }
pb-page-title = Problema: { $name }
pb-needs-js = Resolver necesita JavaScript.
pb-loading = Cargando el tablero…
pb-unusable = Este problema no se puede jugar tal como se leyó:
pb-in-english = La historia y la fuente del problema se dan en inglés, tal como se leyeron de los manuscritos y sus ediciones.
pb-history = Historia
pb-read = Cómo se leyó
pb-source = Fuente
pb-rules-of = Reglas de { $game }

## A problem's task ($what: one of the goal words; $other: the side that solves)
stip-play = Juegan { $side } y { $what }
stip-mates = Juegan { $side }; { $other } dan mate en { $n }
stip-must = Juegan { $side }; { $other } deben { $what }
goal-mate = dar mate en { $n }
goal-mate-pawn = dar mate con el peón en { $n }
goal-bare-king = desnudar al rey en { $n }
goal-win = ganar en { $n }
goal-draw = { $n ->
    [one] mantener las tablas durante { $n } jugada
   *[other] mantener las tablas durante { $n } jugadas
}

## A problem's verdicts ($reason: how the game ended)
pr-game-ends = La partida termina: { $reason }
pr-solved = Resuelto: { $reason }
pr-wins-not-asked = Eso gana ({ $reason }), pero no como pide el problema.
pr-loses = Eso pierde: el otro bando gana ahora por fuerza en las jugadas que quedan.
pr-moves-used = Se han agotado las { $n } jugadas sin alcanzar el objetivo.
pr-slip = Se escapa la victoria: la defensa resiste ahora más que las jugadas que quedan.
pr-no-defence = No hay defensa que jugar.
pr-held = Resuelto: mantuvo las tablas durante { $n } jugadas.
pr-holding = { $n ->
    [one] Resiste. Queda { $n } jugada por resistir.
   *[other] Resiste. Quedan { $n } jugadas por resistir.
}
pr-first-mate = { $n ->
    [one] Empiezan { $side }. Su jugada: { $n } jugada para dar mate.
   *[other] Empiezan { $side }. Su jugada: { $n } jugadas para dar mate.
}
pr-first-bare-king = { $n ->
    [one] Empiezan { $side }. Su jugada: { $n } jugada para desnudar al rey.
   *[other] Empiezan { $side }. Su jugada: { $n } jugadas para desnudar al rey.
}
pr-first-win = { $n ->
    [one] Empiezan { $side }. Su jugada: { $n } jugada para ganar.
   *[other] Empiezan { $side }. Su jugada: { $n } jugadas para ganar.
}
pr-good = { $n ->
    [one] Bien. Queda { $n } jugada.
   *[other] Bien. Quedan { $n } jugadas.
}

## What the proof found of a problem ($san: a move; $count: positions searched)
pf-holds = { $san } mantiene las tablas durante { $n } jugadas contra toda defensa (la prueba las probó todas).
pf-reaches = { $side } alcanzan el objetivo en { $n } jugadas juegue lo que juegue { $other } primero (la prueba probó toda defensa).
pf-wins-best = { $san } gana en { $n } jugadas contra toda defensa; contra la mejor defensa necesita { $num }.
pf-wins = { $san } gana en { $n } jugadas contra toda defensa (la prueba las probó todas).
pf-fails = La { $san } del libro no logra { $what } contra la mejor defensa: necesita { $num }.
pf-fails-more = La { $san } del libro no logra { $what } contra la mejor defensa: necesita más.
pf-unsettled-line = No se resolvió si la línea del libro gana en { $n } contra toda defensa: la prueba agotó sus { $count } posiciones.
pf-defence = La defensa del libro no es la más larga: vea la defensa más larga.
pf-cook = { $san } ({ $what })
pf-cook-within = { $san } (en { $n } como mucho)
pf-second = { $n ->
    [one] Una segunda solución: { $text } también alcanza el objetivo a tiempo.
   *[other] Una segunda solución: { $text } también alcanzan el objetivo a tiempo.
}
pf-unsettled-hold = Pregunta no resuelta en { $count } posiciones: si { $text } también resiste a tiempo.
pf-unsettled-win = Pregunta no resuelta en { $count } posiciones: si { $text } también gana a tiempo.
pf-none-hold = Ninguna otra primera jugada mantiene las tablas tampoco: tal como está enunciado, en { $n } jugadas, el problema no tiene solución.
pf-none-win = Ninguna otra primera jugada alcanza el objetivo a tiempo tampoco: tal como está enunciado, en { $n } jugadas, el problema no tiene solución.
pf-only-hold = Ninguna otra primera jugada mantiene las tablas: la clave es única.
pf-only-win = Ninguna otra primera jugada alcanza el objetivo a tiempo: la clave es única.

## The rules' options: the lobby's form, the rules pages, a game's changed rules
rule-stalemate = Ahogado
rule-stalemate-what = Qué le ocurre al bando que no tiene jugada legal y no está en jaque.
rule-stalemate-is-loss = el bando ahogado pierde
rule-stalemate-is-draw = tablas
rule-stalemate-is-forbidden = no se permite ahogar al rival
rule-bare-king = Rey desnudo
rule-bare-king-what = Qué ocurre cuando un rey ha perdido todas sus piezas (está «desnudo»).
rule-bare-king-is-shatranj = el bando desnudo pierde, salvo que desnude al otro rey enseguida (tablas)
rule-bare-king-is-boorj = desnudar al rey acaba la partida al instante («Boorj»)
rule-bare-king-is-counted = el rey solo tiene un número de jugadas para lograr tablas; luego pierde
rule-bare-king-is-none = ninguna regla: el juego sigue
rule-bared-loses-vs-two = El rey desnudo ante dos piezas pierde al instante
rule-bared-loses-vs-two-what = Un rey desnudo cuyo rival conserva dos o más piezas no puede desnudarlo en una jugada, así que pierde al instante.
rule-bare-king-first = El rey desnudo se juzga antes que el ahogado
rule-bare-king-first-what = Cuando el bando desnudo tampoco tiene jugada, decide la regla del rey desnudo y no el ahogado.
rule-boorj = El Boorj cuenta como
rule-boorj-what = El resultado de desnudar al raja.
rule-boorj-is-win = una victoria del grado más bajo
rule-boorj-is-draw = tablas
rule-grades = Grados de victoria
rule-grades-what = Las victorias tienen grados: Boorj, luego mate con una pieza, luego mate con un peón.
rule-pawn-mate = Qué mates son mates de peón
rule-pawn-mate-what = El grado más alto de victoria, un mate dado por un peón.
rule-pawn-mate-is-pawn-gives-check = un peón que movió, sin coronar, da el jaque él mismo
rule-pawn-mate-is-pawn-moved = todo mate hecho con una jugada de peón
rule-lone-stalemater-draws = El ahogado de un rey solo es tablas
rule-lone-stalemater-draws-what = Un ahogado dado por un bando que solo tiene su rey es tablas, no victoria.
rule-lone-king-moves = Jugadas del rey solo
rule-lone-king-moves-what = Cuántas jugadas tiene un rey solo (contadas de nuevo tras cada captura suya) para lograr tablas.
rule-lone-king-win = Cuando se acaban las jugadas del rey solo
rule-lone-king-win-what = Si el rival gana entonces al instante o puede reclamar la victoria.
rule-lone-king-win-is-automatic = el rival gana al instante
rule-lone-king-win-is-claim = el rival puede reclamar la victoria
rule-king-capture = Los reyes pueden capturarse
rule-king-capture-what = No hay jaque: un rey puede quedar atacado, y capturarlo gana.
rule-no-moves = Un bando sin ninguna jugada
rule-no-moves-what = Donde los reyes pueden capturarse: el resultado para un bando que no puede mover.
rule-no-moves-is-loss = pierde
rule-no-moves-is-draw = tablas
rule-perpetual-check-illegal = Sin jaque perpetuo
rule-perpetual-check-illegal-what = No se permite dar jaque para repetir la posición por tercera vez, salvo que no haya otra jugada.
rule-royal-leap = El salto único del rey
rule-royal-leap-what = Una jugada que el rey puede hacer una vez por partida, sin capturar, hasta su primer jaque (notación de Betza; vacío: ninguna).
rule-double-step-files = Peones que pueden avanzar dos casillas
rule-double-step-files-what = Las columnas cuyos peones pueden avanzar dos casillas desde su inicio.
rule-double-step-needs-unmoved-master = El doble paso requiere la pieza de detrás
rule-double-step-needs-unmoved-master-what = Un peón solo puede avanzar dos casillas mientras no se haya movido la pieza que empezó detrás de él.
rule-promotion-file = Qué columna decide la coronación
rule-promotion-file-what = Un peón se convierte en la pieza que empezó en la primera fila de una columna: qué columna cuenta.
rule-promotion-file-is-destination = la columna en que corona el peón
rule-promotion-file-is-origin = la columna en que empezó el peón
rule-royal-file-promotes-to = El peón de la columna del rey se convierte en
rule-royal-file-promotes-to-what = La pieza en que corona el peón de la columna del rey si se ha perdido una de ellas («-»: nunca corona).
rule-promotion-bonus = Jugada extra tras coronar
rule-promotion-bonus-what = La pieza (su letra) que, hecha por coronación, puede mover otra vez enseguida, salvo que su casilla esté atacada.
rule-repetition = Tablas por repetición
rule-repetition-what = Tablas cuando la misma posición se da este número de veces (0: desactivado). Una convención de motores y servidores, no una regla de las fuentes.
rule-move-rule = Tablas por cuenta de jugadas
rule-move-rule-what = Tablas tras este número de jugadas de cada bando sin captura ni jugada de peón (0: desactivado). Una convención, no una regla de las fuentes.
rule-yes = sí
rule-no = no
rule-convention = Una convención de motores y servidores.
rule-source = Fuente: { $text }.
rule-source-decision = Fuente: { $text } (decisión { $name } del contrato de reglas, donde las fuentes callan o difieren).
rule-contract = el contrato de reglas
rule-other-start = desde otra posición inicial

## The rules pages ($piece, $pieces: the pieces' names in the language)
rules-none = No hay ningún juego llamado «{ $name }»
rules-moves-of = movimientos de: { $piece }
rules-start = El inicio: { $n }×{ $num } casillas.
rules-play = Jugar a { $game }
rules-print = Juéguelo en casa: imprima el tablero y las piezas para recortar:
rules-letter = Carta
rules-diagram = diagrama inicial
rules-how = Cómo se juega
rules-pieces = Piezas
rules-legend = Puntos verdes: movimientos; anillos rojos: capturas; marrón: ambos; rombos azules: un movimiento especial (vea bajo el diagrama).
rules-betza = Para motores y archivos de variantes (notación de Betza):
rules-site = Reglas con que juega este sitio
rules-site-help = Cada una puede cambiarse al crear una partida (en el vestíbulo, bajo las reglas del juego).
rules-fen = Posición inicial (FEN):
rules-endings = Finales
rules-endings-text = Qué finales de tres y cuatro piezas ganan y cuáles son tablas, tal como los resuelven las tablas de finales de Rukh:
rules-endings-link = Finales de { $game }
rules-sources = Fuentes
htp-turns = Empiezan las blancas; los bandos se turnan, una jugada cada uno. Las piezas se mueven como muestran los diagramas de abajo.
htp-king-capture = No hay jaque: se gana capturando al rey enemigo. Un rey puede quedar atacado, y quien lo deje así puede perderlo.
htp-checkmate = Se gana por jaque mate: el rey enemigo está atacado y no tiene jugada para escapar.
htp-bare-shatranj = O se gana desnudando al rey enemigo: capturando todas sus piezas. Un rey desnudo solo salva la partida desnudando al suyo en respuesta (tablas).
htp-bare-boorj = Desnudar al raja enemigo (capturar todas sus piezas) acaba la partida al instante: «Boorj».
htp-bare-counted = Un rey que queda solo tiene { $n } jugadas (contadas de nuevo tras cada captura suya) para lograr tablas desnudando al otro rey o por ahogado; si no, pierde.
htp-stalemate-loss-lone = El bando que no tiene jugada legal pero no está en jaque (ahogado) pierde, salvo ante un rey solo: entonces son tablas.
htp-stalemate-loss = El bando que no tiene jugada legal pero no está en jaque (ahogado) pierde.
htp-stalemate-draw = El bando que no tiene jugada legal pero no está en jaque (ahogado): tablas.
htp-stalemate-forbidden = No se puede ahogar al rival (dejarlo sin jugada sin estar en jaque), ni dar jaque perpetuo.
htp-grades = Las victorias tienen grados: el Boorj es el más bajo, luego el mate con pieza, y el mate dado por un peón es el más alto.
htp-conventions = Las tablas por repetición ({ $n } veces) y tras { $num } jugadas de cada bando sin captura ni jugada de peón son convenciones de este sitio, no reglas de las fuentes; ambas pueden desactivarse.
promo-none = Los peones no coronan.
promo-one = En la última fila un peón se convierte en { $piece }.
promo-choice = En la última fila un peón se convierte en una de: { $pieces }.
promo-lost = En la última fila un peón se convierte en una pieza que su bando ha perdido ({ $pieces }); si no ha perdido ninguna, no puede coronar.
promo-lost-always = En la última fila un peón se convierte en una pieza que su bando ha perdido ({ $pieces }), o en { $piece }; si no ha perdido ninguna, no puede coronar.
promo-file = En la última fila un peón se convierte en la pieza que empezó en esa columna, y solo después de perderse una de esa clase; hasta entonces no puede entrar en la última fila.
promo-one-zone = Al llegar a cualquiera de las últimas { $n } filas, un peón se convierte en { $piece }.
promo-choice-zone = Al llegar a cualquiera de las últimas { $n } filas, un peón se convierte en una de: { $pieces }.
promo-zone-note = Aquí la zona de promoción son las últimas { $n } filas, no solo la última.
promo-optional = La promoción es opcional: un peón puede seguir siendo peón.
note-royal-leap = Azul: una vez por partida, sin capturar, el rey puede saltar como un caballo, siempre que nunca haya recibido jaque.
note-double-step = Azul: desde su casilla inicial, un peón de la columna { $text } puede avanzar dos casillas.
note-double-step-master = Azul: desde su casilla inicial, un peón de la columna { $text } puede avanzar dos casillas, mientras no se haya movido la pieza que empezó detrás de él.
note-bonus = Hecha por coronación, puede mover otra vez enseguida, salvo que su casilla esté atacada.
ed-title = { $game }: preparar una posición
ed-cannot-open = No se puede abrir el editor
ed-needs-js = El editor necesita JavaScript.
ed-help = Arrastre piezas de las bandejas al tablero, o elija una y haga clic en las casillas para colocarla (un clic en una pieza del mismo tipo la quita). Arrastre una pieza fuera del tablero para quitarla. Las reglas comprueban la posición sobre la marcha.
off-title = { $game }: jugar contra el motor sin conexión
off-cannot-open = Este juego no se puede jugar sin conexión
off-five = El motor del navegador juega los cinco juegos que trae Rukh:
off-over-start = Esa posición ya ha terminado; aquí está el inicio.
off-bad-fen = Ese FEN no es una posición de { $game }: { $text }
off-needs-js = Jugar sin conexión necesita JavaScript.
off-loading-page = Cargando el tablero y el motor…
off-help = El motor piensa en su navegador: una vez cargada esta página, la partida sigue sin red y nada se guarda en el servidor. Para una partida puntuable, con reloj y archivo, juegue desde el vestíbulo.
off-lobby = Ir al vestíbulo

## The endings pages ($winner, $text, $loser: shares of White's wins, draws, Black's wins)
en-percent = { $n } %
en-shares = Blancas { $winner } · tablas { $text } · negras { $loser }
en-shares-said = Ganan blancas { $winner }, tablas { $text }, ganan negras { $loser }
en-white-wins = Ganan blancas
en-drawn = Tablas
en-depends = Depende de la posición
en-by-mate = por mate
en-by-bare-king = por rey desnudo
en-by-boorj = por Boorj
en-by-stalemate = por ahogado
en-by-king-taken = capturando el rey
en-by-ten-moves = por la regla de las diez jugadas
en-by-no-moves = dejando sin jugadas
en-play-through = Reprodúzcalo en el tablero de análisis
en-longest-of = la victoria más larga de { $text }
en-moves = { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
en-plies = { $n } medias jugadas, juegan { $side }
en-one-move = Termina en una jugada
en-at-once = Terminado al instante
en-three = Tres piezas: una pieza contra el rey desnudo
en-four-each = Cuatro piezas: una por bando
en-four-two = Cuatro piezas: dos piezas contra el rey desnudo
en-lead = Todos los finales de tres y cuatro piezas (reyes incluidos), resueltos por las tablas de finales de Rukh con las reglas con que este sitio juega a { $game }. El bando fuerte es el blanco. La barra reparte todas las colocaciones legales de las piezas, juegue quien juegue: verde, ganan blancas; gris, tablas; rojo, ganan negras. La victoria más larga es la que más dura con el mejor juego de ambos bandos; haga clic en su tablero para reproducirla en el tablero de análisis.
en-kamil = Las diez jugadas del rey solo se cuentan desde que queda desnudo: las posiciones se cuentan tal como surgen, con la cuenta a cero.
en-great = En el tablero de 10×8 los finales de cuatro piezas son los que no tienen peones.
en-others = Finales de:
en-none = Las tablas de este juego aún no se han resumido.
en-sources-say = Las fuentes:
en-col-ending = Final
en-col-verdict = Veredicto de las tablas
en-col-share = Parte de las posiciones
en-col-longest = Victoria más larga
en-col-sources = Las fuentes
en-computed = Calculado por el propio solucionador de finales de Rukh, con el que juega el motor. Los operadores del sitio crean las tablas con

## Players' pages, the players list, one's own games
pl-col-opponent = Rival
pl-col-rating = Puntuación
pl-won = Ganada
pl-lost = Perdida
pl-drawn = Tablas
pl-aborted = Anulada
pl-you = usted { $side }
pl-history = Historial de puntuación en { $game }: { $n } partidas puntuables, de { $from } a { $num }
pl-none-title = No existe ese jugador
pl-none = No hay ningún jugador llamado «{ $name }»
pl-see-players = Ver los jugadores
pl-online = en el sitio
pl-away = ausente
pl-online-sr = En el sitio:
pl-away-sr = Ausente:
pl-challenge = Desafiar a { $name }
pl-follow = Seguir
pl-unfollow = Dejar de seguir
pl-to-challenge = para desafiar o seguir a { $name }.
pl-followers = { $n ->
    [one] { $n } seguidor
   *[other] { $n } seguidores
}
pl-engine = El propio motor de Rukh con fuerza { $text } de 8. Las partidas contra el motor no son puntuables.
pl-play-it = Jugar contra él
pl-since = Juega aquí desde { $text }.
pl-finished-n = { $n ->
    [one] { $n } partida terminada:
   *[other] { $n } partidas terminadas:
}
pl-won-n = { $n } ganadas
pl-lost-n = { $n } perdidas
pl-drawn-n = { $n } tablas
pl-ratings = Puntuaciones
pl-no-rated = Aún ninguna partida puntuable.
pl-provisional = Provisional: la puntuación se asienta tras unas pocas partidas más
pl-rated-games = { $n ->
    [one] { $n } partida puntuable
   *[other] { $n } partidas puntuables
}
pl-wld-title = ganadas, perdidas, tablas
pl-wld = { $n } G · { $num } P · { $count } T
pl-games = Partidas
pl-all-games = todos los juegos
pl-any = cualquiera
pl-filter-won = ganadas
pl-filter-lost = perdidas
pl-filter-drawn = tablas
pl-filter = Filtrar
pl-no-match = Ninguna partida terminada coincide.
pl-pages = Páginas de partidas
pl-newer = ‹ Más recientes
pl-older = Más antiguas ›
pl-clock = Reloj
pl-send = Enviar el desafío
pl-engine-accepts = El motor acepta al instante: la partida empieza al enviarlo.
pl-they-see = { $name } lo ve al instante si está en el sitio, y lo acepta o lo rechaza.
pl-find = Buscar un jugador
pl-find-placeholder = un nombre o su comienzo
pl-search = Buscar
pl-following = Jugadores que sigue
pl-found = Jugadores encontrados
pl-none-begins = Ningún nombre de jugador empieza por «{ $name }».
pl-challenge-lower = desafiar
pl-board-help = Las mejores puntuaciones asentadas (tras suficientes partidas puntuables para fiarse de ellas) de jugadores que jugaron una partida puntuable de { $game } en los últimos 30 días.
pl-nobody = Nadie aún.
pl-no-games = Aún no tiene partidas: juegue (se le crea un nombre) o inicie sesión.
pl-in-progress = En curso
pl-none-yet = Ninguna.
pl-start-one = Empezar una
pl-your-move = Su turno
pl-their-move = Turno del rival
pl-against = contra
pl-waiting = Esperando rival
pl-finished = Terminadas
pl-no-finished = Aún ninguna partida terminada.
pl-browser-kept = Estas partidas se guardan para este navegador: regístrese para tenerlas en todas partes.

## The archive ($name and $other: the players)
ar-white-won = Ganaron blancas
ar-black-won = Ganaron negras
ar-unfinished = Sin terminar
ar-open = Abrir la partida: { $game }, { $name } contra { $other }
ar-no-picture = sin imagen
ar-changed = Reglas cambiadas:
ar-last-position = la última posición de { $name } contra { $other }
ar-any-result = cualquier resultado
ar-draw = tablas
ar-aborted = anulada
ar-player-placeholder = cualquier parte de un nombre
ar-origin = Origen
ar-played-here = jugadas aquí
ar-imported = importadas
ar-show = Mostrar
ar-import = Importar partidas de archivos PGN o registros de Game Courier
ar-none = Ninguna partida terminada coincide.
ar-page = Página { $n }: partidas { $from }–{ $num }, las más recientes primero.
ar-pages = Páginas
ar-newer = ← Partidas más recientes
ar-older = Partidas más antiguas →

## Importing games
im-title = Importar partidas
im-lead = Traiga al archivo partidas de los cinco juegos (y de los propios de este servidor) de otros sitios y libros, para encontrarlas de nuevo y estudiarlas en el tablero de análisis.
im-files = Archivos (PGN o registros de Game Courier; varios a la vez)
im-paste = O péguelas aquí
im-game = Juego de los registros que no lo dicen
im-format = Formato
im-auto = que lo deduzca
im-pgn = PGN
im-courier = registro de Game Courier
im-limits = Hasta { $n } partidas y { $num } KiB de una vez. Cada partida se reproduce con las reglas; una partida con una jugada ilegal se rechaza con la jugada y el motivo, las demás entran.
im-import = Importar
im-unreadable = No se pudo leer el formulario:
im-imported = { $n ->
    [one] { $n } partida importada
   *[other] { $n } partidas importadas
}
im-refused = { $n ->
    [one] { $n } partida rechazada
   *[other] { $n } partidas rechazadas
}
im-game-n = Partida { $n }
im-game-line = Partida { $n } (línea { $num })
im-too-long = El texto tiene { $n } bytes; una importación admite como mucho { $num } KiB. Divida el archivo e impórtelo por partes.
im-too-many-games = Una importación admite como mucho { $n } partidas. Divida el archivo e impórtelo por partes.
im-no-game = No se encontró ninguna partida en el texto (leído como { $format }). Pegue PGN o un registro de Game Courier.
im-quota = Una dirección puede importar { $n } partidas por hora: ahora { $num } más, y este texto tiene { $asked }. Importe menos partidas o inténtelo más tarde.
im-why-variant = sus etiquetas nombran un juego que este sitio no conoce: «{ $name }»
im-why-fen = su etiqueta FEN es incorrecta: { $problem }
im-why-illegal = la jugada { $number } ({ $move }) no es legal ahí
im-why-unreadable = la jugada { $number } ({ $move }) no se puede leer como jugada
im-why-after-end = la jugada { $number } ({ $move }) viene después de terminada la partida: { $ending }
im-why-result-tag = su etiqueta de resultado «{ $tag }» no es ninguno de 1-0, 0-1, 1/2-1/2 y *
im-why-result = su resultado { $tag } no concuerda con las reglas: { $result } ({ $ending })
illegal-over = la partida ya ha terminado ({ $ending })
illegal-none-can-reach = ningún { $piece } de { $side } puede llegar a { $to }
illegal-king-attacked = el rey quedaría atacado en { $to }
illegal-in-check = { $side } está en jaque, y { $piece } a { $to } no lo evita
illegal-pinned = { $piece } está clavado a su rey
illegal-stalemating = dejaría a { $side } sin jugada, y este juego prohíbe ahogar
illegal-perpetual = repetiría un jaque perpetuo, que este juego prohíbe
illegal-no-promotion = { $piece } no puede entrar en { $to }: no hay pieza en la que pueda convertirse
illegal-not-allowed = las reglas no lo permiten aquí
illegal-no-piece = no hay ninguna pieza en { $to }
illegal-not-yours = { $piece } es de { $owner }, y juegan { $side }
illegal-name-promotion = indique la pieza a la que promociona: { $choices }
illegal-named-pawn = el peón de { $square }
illegal-named-piece = { $piece } de { $square }
illegal-named-empty = la pieza de { $square }
illegal-any-piece = pieza
illegal-pawn = peón
im-all = Todas las partidas importadas en el archivo
im-more = Importar más

## The players one follows
fo-nobody = Aún no sigue a nadie. Siga a un jugador desde su página para ver aquí cuándo está en el sitio y a qué juega.
fo-find = Buscar jugadores
fo-watch = Ver { $game } { $time }

## Tournaments ($time: a moment in words, "in 5 minutes"; $min and $max: ratings)
tn-under-a-minute = menos de un minuto
tn-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
tn-hours = { $n } horas
tn-in = dentro de { $time }
tn-ago = hace { $time }
tn-arena = Arena
tn-swiss = Suizo
tn-rounds-n = { $n ->
    [one] { $n } ronda
   *[other] { $n } rondas
}
tn-starts = empieza { $time }
tn-under-way = en curso
tn-ends = termina { $time }
tn-ended = terminó { $time }
tn-rating-range = puntuación de { $min } a { $max }
tn-rating-min = puntuación { $min } o más
tn-rating-max = puntuación { $max } o menos
tn-private = privado
tn-bots-welcome = bots bienvenidos
tn-arena-lead = Arenas: únase cuando quiera; se le empareja de nuevo en cuanto acaba su partida, hasta que se agote el reloj. Una victoria vale 2 puntos y unas tablas 1; tras dos victorias seguidas cada partida vale doble (×2) hasta que una no se gane.
tn-swiss-lead = Suizo: un número fijo de rondas; en cada una se enfrenta a un jugador con su puntuación al que no ha enfrentado, y la ronda siguiente empieza cuando han acabado todas las partidas de la anterior. Una victoria vale 1 punto, unas tablas ½.
tn-create = Crear un torneo
tn-to-create = para crear un torneo.
tn-current = En curso y próximos
tn-none-now = Ninguno por ahora.
tn-none-yet = Ninguno aún.
tn-kind = Tipo
tn-kind-arena = Arena: un tiempo fijo, emparejado de nuevo en cuanto acaba su partida
tn-kind-swiss = Suizo: un número fijo de rondas
tn-default-name = Torneo de { $game }
tn-f-minutes = Minutos en cada reloj
tn-f-increment = Segundos añadidos por jugada
tn-f-start = Empieza dentro de, minutos
tn-f-duration = Duración, minutos
tn-f-rounds = Rondas
tn-f-gap = Pausa entre rondas, segundos
tn-f-days = Días por jugada, para un suizo por correspondencia (vacío para el reloj de arriba)
tn-f-who = Quién puede unirse
tn-f-rated = Puntuable (solo cuentas)
tn-f-min = Puntuación mínima (vacío: cualquiera)
tn-f-max = Puntuación máxima (vacío: cualquiera)
tn-f-password = Contraseña, para un torneo privado (vacío: abierto a todos)
tn-f-bots = Los bots pueden unirse (las cuentas de bot solo se unen a esos torneos)
tn-f-create = Crear
tn-err-number = { $what }: dé un número de { $min } a { $max }
tn-err-kind = tipo desconocido «{ $text }»: arena o suizo
tn-err-name = dé al torneo un nombre de 1 a 60 caracteres
tn-err-game = juego desconocido «{ $text }»
tn-err-days = una arena se juega con reloj; los días por jugada son para un suizo
tn-err-range = la puntuación máxima es menor que la mínima
tn-err-password = una contraseña de 100 caracteres como mucho
tn-err-form = no se pudo leer el formulario; inténtelo de nuevo
tn-err-many = ha creado { $n } torneos en un día, el máximo por cuenta: cree el siguiente mañana o únase a uno de la lista
tn-podium = Podio
tn-points = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
tn-points-text = { $text } puntos
tn-leading = La partida que va en cabeza:
tn-watch = verla
tn-nobody = Nadie se ha unido aún.
tn-standings = Clasificación
tn-points-col = Puntos
tn-on-fire = En racha: la siguiente partida vale doble
tn-playing = jugando
tn-left = se fue
tn-sheet = Puntos de cada partida
tn-round-starts = La ronda { $n } de { $num } empieza { $time }.
tn-ended-no-round = Terminó sin ninguna ronda: había menos de dos jugadores al empezar.
tn-ended-after = Terminó tras { $n } de { $num } rondas.
tn-round-played = Se juega la ronda { $n } de { $num }.
tn-counting = La última ronda ha terminado; se cuentan los resultados.
tn-round-pairing = Se empareja la ronda { $n } de { $num }.
tn-crosstable = Tabla cruzada
tn-round-title = Ronda { $n }, emparejada { $time }
tn-round-abbr = R
tn-buchholz = Buchholz
tn-buchholz-title = Buchholz: la suma de los puntos de los rivales
tn-sb = S-B
tn-sb-title = Sonneborn-Berger: los puntos de los rivales vencidos y la mitad de los de los rivales con que se hizo tablas
tn-withdrew = se retiró
tn-won-forfeit = ganó por incomparecencia
tn-lost-forfeit = perdió por incomparecencia
tn-won = ganó
tn-drew = hizo tablas
tn-lost = perdió
tn-cell = { $what } con { $side } contra { $name }
tn-w = b
tn-b = n
tn-bye-title = Descanso: un punto sin partida
tn-bye = descanso
tn-out = Sin emparejar en esta ronda
tn-key = Cada ronda: el resultado (1, ½, 0; + y − para una partida ganada o perdida porque un bando nunca hizo su primera jugada), luego el color y el puesto del rival. Los empates se deshacen por Buchholz y luego por Sonneborn-Berger.
tn-no-such = No existe ese torneo
tn-see-all = Ver los torneos
tn-withdraw = Retirarse
tn-leave = Salir (pausa)
tn-in-swiss = Está dentro: cada ronda le empareja al empezar, y esta página le lleva a su partida.
tn-in-running = Mantenga esta página abierta: se le empareja en cuanto quede libre y se le lleva a su partida.
tn-in-upcoming = Está dentro. Mantenga esta página abierta cuando empiece.
tn-to-join = para unirse.
tn-to-join-casual = para unirse (o juegue antes una partida).
tn-too-many = Demasiados intentos
tn-too-many-help = Espere unos minutos y vuelva a probar la contraseña.
tn-over-title = Torneo terminado
tn-over = Este torneo ha terminado.
tn-accounts-title = Solo cuentas
tn-accounts = Los torneos puntuables son para cuentas: regístrese o inicie sesión para unirse.
tn-bots-title = No para bots
tn-bots = Las cuentas de bot solo pueden unirse a torneos para bots.
tn-range-title = Puntuación fuera del intervalo
tn-range = Este torneo es para puntuaciones de { $min } a { $max } en { $game }; la suya es { $rating }.
tn-last-round-title = Última ronda en curso
tn-last-round = Todas las rondas están emparejadas: este suizo no admite a nadie más.
tn-password-title = Contraseña incorrecta
tn-password = Este torneo es privado: pida la contraseña a quien lo creó.

## The engines' rating lists ($name and $other: engines)
eg-think-pair = { $from } / { $num } ms
eg-think-none = Estas partidas no registran el tiempo de reflexión de los motores (sin comentarios %emt: se jugaron antes de que las partidas los escribieran), así que no se puede comprobar si ambos usaron su reloj.
eg-think-fair = Tiempo de reflexión por jugada: { $name } { $from } ms ({ $n } jugadas medidas), { $other } { $num } ms ({ $count } jugadas medidas); el más rápido pensó el { $min } % de lo que pensó el otro (ambos usaron su reloj; se necesita al menos el { $max } %).
eg-think-unfair = Tiempo de reflexión por jugada: { $name } { $from } ms ({ $n } jugadas medidas), { $other } { $num } ms ({ $count } jugadas medidas); el más rápido pensó el { $min } % de lo que pensó el otro (no es una medida justa: un bando apenas usó su reloj; se necesita al menos el { $max } %).
eg-n-games = { $n ->
    [one] { $n } partida
   *[other] { $n } partidas
}
eg-title = Puntuaciones de motores
eg-title-of = Puntuaciones de motores: { $game }
eg-none-yet = Aún no se han añadido partidas de motores a este sitio.
eg-how-title = Cómo llegan aquí las partidas
eg-how-1 = El operador del sitio añade las partidas de encuentros de motores jugados con una herramienta que juzga cada jugada y cada resultado según las reglas del juego:
eg-how-2 = Cada partida se reproduce de nuevo con las reglas al añadirse; las partidas que este proyecto guarda de sus propias pruebas de fuerza llegan con:
eg-none-of = No hay partidas de motores de { $game } en este sitio.
eg-choose = Elija un juego arriba.
eg-lead = Puntuaciones resueltas a la vez con las { $n } partidas entre { $num } motores (como hacen Ordo y BayesElo), cada resultado juzgado por las reglas de { $game }. Una puntuación es relativa al motor medio de aquí (0); el ± es su intervalo del 95 %.
eg-groups = Los motores de grupos distintos nunca se enfrentaron, ni directamente ni a través de otros: sus puntuaciones no se pueden comparar.
eg-list-of = Lista de puntuaciones de { $game }
eg-engine = Motor
eg-interval = intervalo del 95 %
eg-score = Resultado
eg-draws = Tablas
eg-opp = Riv.
eg-opp-title = Puntuación media de los rivales, ponderada por partidas
eg-group = Grupo { $n }
eg-cell-help = Cada celda: los puntos del motor de la fila contra el de la columna, en sus partidas (ábralas con la celda, o pase el puntero por encima para ver el tiempo de reflexión de ambos).
eg-cell = { $name } contra { $other }: { $n } ganadas, { $num } tablas, { $count } perdidas
eg-cell-think = reflexión por jugada { $text }
eg-not-fair = no es justo
eg-pairings-help = Cada emparejamiento, con las victorias, tablas y derrotas del primer motor (abra sus partidas con el resultado).
eg-against = Contra
eg-think = Reflexión
eg-think-title = Tiempo medio de reflexión por jugada, del motor / de su rival
eg-not-recorded = No registrado
eg-engines = Los motores
eg-nothing = No se dice nada de él.
eg-games = Partidas de motores
eg-bad-address = Esa dirección no nombra ningún motor.
eg-back = Volver a la lista de puntuaciones
eg-pairing = { $name } contra { $other }
eg-games-of = Partidas de { $name }
eg-games-of-game = Partidas de motores de { $game }
eg-no-games = No hay partidas.
eg-games-lead = { $n } partidas de { $game }; abra una en el tablero de análisis para reproducirla con el motor al lado.
eg-how-played = Cómo se jugaron (para jugarlas de nuevo):
eg-event = Evento
eg-replay = Reproducir
eg-round = ronda { $text }
eg-replay-label = Reproducir { $name } contra { $other }
eg-prev = ← Anterior
eg-page = Página { $n } de { $num }
eg-next = Siguiente →
lobby-field-error = Esto no se pudo usar:
lobby-err-name-empty = Un nombre tiene al menos una letra.
lobby-err-start-fen = La posición inicial: { $text }
lobby-err-decided = La posición inicial ya está decidida: elija una en la que la partida siga.
lobby-err-live-clock = Un reloj en vivo tiene de { $min } a { $max } minutos y suma de 0 a { $most } segundos por jugada.
lobby-err-days = Una partida por correspondencia da de { $min } a { $max } días por jugada.
lobby-err-rated-account = Las partidas puntuadas son para cuentas: inicie sesión (o regístrese), o juegue amistosa.
lobby-err-engine-casual = Las partidas contra el motor son amistosas: elija amistosa.
lobby-err-unrated-own-variant = Las partidas de sus propios archivos de variante no puntúan: elija amistosa.
lobby-err-unrated-changed-rule = Una partida con una regla cambiada no puntúa: elija amistosa.
lobby-err-unrated-other-start = Una partida desde otra posición inicial no puntúa: elija amistosa.
lobby-err-unrated-no-clock = Una partida sin reloj no puntúa: elija amistosa, o un reloj.
lobby-err-range-seek = Un rango de puntuación es para desafíos puntuados abiertos a todos.
lobby-err-range-order = El mínimo del rango de puntuación está por encima de su máximo.

## API tokens (bots)
tk-title = Tokens de la API
tk-new = Su nuevo token (se muestra una vez: cópielo ahora):
tk-new-label = Su nuevo token de la API
tk-how = Un motor juega como { $name } en la API JSON y el WebSocket de la partida con la cabecera
tk-count = { $n ->
    [one] Tiene { $n } token.
   *[other] Tiene { $n } tokens.
}
tk-make = Crear un token nuevo
tk-manage = Crear o revocar tokens
tk-revoke = Revocar todos los tokens
tk-bots-only = Los tokens de la API son para bots
tk-bots-how = Un motor juega aquí desde una cuenta de bot: el operador del sitio marca una cuenta como bot y luego su dueño crea un token en esta página. La orden del operador:
tn-berserk-refused = Berserk rechazado

## The game designer (/design)
nav-design = Diseñar un juego
design-title = Diseñar un juego
design-lead = Describe un juego de la familia: su tablero, sus piezas y cómo se mueven, su posición inicial y sus reglas. Las reglas lo comprueban mientras escribes, y puedes jugarlo aquí mismo contra el motor. Tu diseño se queda en este navegador; nada se envía al servidor.
design-needs-js = El diseñador necesita JavaScript: comprueba tu juego con las reglas que funcionan en la página.
design-begin = Empezar
design-template = Partir de
design-blank = un tablero vacío (dos reyes)
design-load = Cargar
design-game = El juego
design-name = Nombre
design-id = Nombre corto (letras, cifras y guiones)
design-description = Una frase sobre él
design-files = Columnas
design-ranks = Filas
design-board = Casillas
design-pieces = Piezas
design-pieces-help = Cada tipo de pieza tiene un nombre, una letra para FEN y sus movimientos en notación Betza. Un tipo puede ser el rey real; los peones promocionan. Deja el valor vacío y el motor lo estima a partir de los movimientos.
design-betza-link = Cómo funciona Betza
design-add-piece = Añadir una pieza
design-start = Posición inicial
design-start-fen = FEN del inicio (mayúsculas para las blancas, minúsculas para las negras)
design-promotion = Promoción
design-zone = Filas de la zona de promoción
design-mode = Un peón se convierte en
design-mode-choice = cualquier pieza de la lista
design-mode-lost = una pieza de la lista que su bando ha perdido (como en el Gran Shatranj)
design-mode-file = la pieza que empezó en su columna
design-promote-to = La lista (letras de piezas)
design-always = Siempre permitidas en el modo de piezas perdidas (letras)
design-mandatory = Un peón debe promocionar al entrar en la zona
design-rules = Cómo termina el juego
design-rules-help = Cada regla empieza como la tienen la mayoría de los juegos de la familia; cambia lo que tu juego hace de otra manera.
design-check = Comprobar y jugar
design-checking = Cargando las reglas…
design-try = Jugarlo contra el motor
design-exchange = Leer y escribir archivos
design-exchange-help = Pega un archivo de variante de Rukh o una sección del variants.ini de Fairy-Stockfish para leerlo en el formulario, o escribe tu juego en cualquiera de las dos formas.
design-text = Archivo de variante o sección de Fairy-Stockfish
design-read = Leerlo en el formulario
design-write-rukh = Escribir un archivo de Rukh
design-write-fsf = Escribir una sección de Fairy-Stockfish
design-betza-title = La notación Betza en tres pasos
design-betza-1 = Cada letra es un movimiento: W un paso recto, F un paso en diagonal, D y A dos de esos pasos saltando, N el salto del caballo, H, C, Z y G saltos más largos. R, B y Q se deslizan mientras las casillas estén vacías; K es W y F juntos. Una letra doble (NN) repite un salto.
design-betza-2 = Las minúsculas delante de un movimiento lo limitan: f adelante, b atrás, l izquierda, r derecha, s de lado, v adelante y atrás; m mueve sin capturar, c solo captura, i solo como primer movimiento de la pieza, n un salto que bloquea una casilla ocupada en su camino, j un salto por encima de una pieza.
design-betza-3 = Así, el peón del Shatranj es fmWfcF (avanza un paso, captura un paso en diagonal hacia delante), el elefante del Kamil AmD y el general del Gran Shatranj WDFA. El dibujo junto a cada pieza muestra lo que dice su notación.
design-figure-king = rey
design-figure-counsellor = consejero
design-figure-elephant = elefante
design-figure-horse = caballo
design-figure-chariot = carro
design-figure-boat = barco
design-figure-pawn = peón
design-figure-soldier = soldado
design-figure-general = general
design-figure-minister = ministro
design-figure-priestess = sacerdotisa
design-figure-war-machine = máquina de guerra
design-figure-silver-general = general de plata

## Players' games: saving a design, the gallery, a design's page
nav-designs = Juegos de los jugadores
design-opened-own = Estás cambiando { $name } (versión { $n }): al guardar se crea una versión nueva y las partidas ya empezadas conservan la suya.
design-opened-copy = Una copia de { $name }, de { $author }: al guardarla será un juego tuyo.
design-opened-page = Su página
design-save = Guardar y compartir
design-save-help = Un juego guardado tiene una página con sus reglas, un enlace para compartir y versiones: una partida en curso conserva la versión con la que empezó. Los juegos diseñados se juegan sin puntuar.
design-publish = Mostrarlo en la galería de juegos de los jugadores
design-as-new = Guardar como juego nuevo, no como versión de { $name }
design-save-button = Guardar
design-save-signed-out = Tu borrador se queda en este navegador. Para guardarlo en el sitio y jugarlo con otros:
design-sign-in = inicia sesión o regístrate
design-gallery-link = Ver los juegos que han hecho los jugadores
dg-title = Juegos de los jugadores
dg-lead = Juegos de la familia diseñados por jugadores. Abre uno para leer sus reglas, probarlo en el tablero de análisis o jugarlo con otros.
dg-make = Diseñar un juego
dg-yours = Tus juegos
dg-published = En la galería
dg-search = Nombre
dg-sort = Orden
dg-sort-new = los más nuevos primero
dg-sort-plays = los más jugados primero
dg-show = Mostrar
dg-none = Aún no hay juegos en la galería: diseña el primero.
dg-none-found = Ningún juego de la galería tiene eso en su nombre.
dg-count = Juegos: { $n }
dg-by = de { $name }
dg-plays = partidas jugadas: { $n }
dg-state-public = en la galería
dg-state-private = solo para quien tenga el enlace
dg-state-hidden = oculto tras denuncias de jugadores
dg-no-such = No hay ningún juego «{ $name }» entre los juegos de los jugadores.
dg-version = versión { $n } de { $num }
dg-hidden-note = Este juego está oculto en la galería tras denuncias de jugadores, hasta que un responsable lo revise.
dg-play = Jugarlo con otros
dg-analyse = Probarlo en el tablero de análisis
dg-change = Cambiarlo en el diseñador
dg-copy = Hacer una copia en el diseñador
dg-files = Descargar:
dg-file-rukh = archivo de variante de Rukh
dg-file-fsf = sección de Fairy-Stockfish
dg-versions = Versiones:
dg-old-version = Esta es una versión anterior; las partidas empezadas en ella se juegan con estas reglas.
dg-newest = La versión más reciente
dg-publish = Ponerlo en la galería
dg-unpublish = Quitarlo de la galería
dg-reported = Has denunciado este juego; gracias.
dg-report = Denunciar este juego
dg-report-why = Qué ocurre
dg-report-offensive = un nombre o texto ofensivo
dg-report-broken = no se puede jugar
dg-report-copied = el juego de otra persona, copiado
dg-report-spam = publicidad o spam
dg-report-send = Enviar la denuncia
dg-too-many-public = Una cuenta puede tener { $n } juegos en la galería a la vez: quita uno primero.
dg-back = Volver al juego

## How to play: the draw conventions one at a time
htp-conventions-repetition = Las tablas por repetición ({ $n } veces) son una convención de este sitio, no una regla de las fuentes; se pueden desactivar.
htp-conventions-move-rule = Las tablas tras { $num } jugadas por bando sin captura ni movimiento de peón son una convención de este sitio, no una regla de las fuentes; se pueden desactivar.

## The designer: the start on a board
design-place = Colocar las piezas en un tablero
design-place-help = Arrastra piezas desde las filas de arriba y abajo del tablero, o elige una y haz clic en las casillas; arrastra una pieza fuera del tablero para quitarla. La FEN de arriba sigue al tablero.
