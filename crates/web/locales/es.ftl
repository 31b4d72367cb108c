# Las palabras del sitio en español.

## The games
game-shatranj = Shatranj
game-chaturanga-davidson = Chaturanga (Davidson)
game-parsi = Ajedrez parsi
game-shatranj-kamil-64 = Shatranj Kamil (64)
game-great-shatranj = Gran Shatranj

## The header
nav-site = Sitio
menu = ☰ Menú
nav-play = Jugar
nav-analysis = Análisis
nav-editor = Editor
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
