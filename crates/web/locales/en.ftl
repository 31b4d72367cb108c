# The site's words in English: the reference every other catalogue follows key for key.
# Arguments: $name (a player's or tournament's name), $time (a duration, already written in the
# page's language).

## The games
game-shatranj = Shatranj
game-chaturanga-davidson = Chaturanga (Davidson)
game-parsi = Parsi Chess
game-shatranj-kamil-64 = Shatranj Kamil (64)
game-great-shatranj = Great Shatranj

## The header
nav-site = Site
menu = ☰ Menu
nav-play = Play
nav-analysis = Analysis
nav-editor = Editor
nav-problems = Problems
nav-archive = Archive
nav-players = Players
nav-tv = TV
nav-tv-title = The featured game, live
nav-tournaments = Tournaments
nav-engines = Engines
nav-rules = Rules
tournament-next-title = { $name }: the next tournament
tournament-live-title = { $name }: under way, join it
tournament-sr = Tournament { $name }:
tournament-in = in { $time }
tournament-live = live
settings = Settings
settings-title = The piece set, light or dark pages, the language
pieces-title = Piece set
set-figures = Figures
set-turned = Turned
set-letters = Letters
theme = Theme
theme-system = ◐ System
theme-light = ☀ Light
theme-dark = ☾ Dark
language = Language
my-games = My games
my-games-title = Your games
your-turn-title = Games where it is your move
challenges-for-you = Challenges for you
me-title = Your profile, account and signing out
your-account = Your account
profile = Profile
account = Account
sign-out = Sign out
anon-me-title = Your name here; change it in your account
sign-in = Sign in
sign-up = Sign up
