# Sitenin sözcükleri Türkçe.

## The games
game-shatranj = Şatranç
game-chaturanga-davidson = Çaturanga (Davidson)
game-parsi = Parsi Satrancı
game-shatranj-kamil-64 = Kâmil Şatranç (64)
game-great-shatranj = Büyük Şatranç

## The header
nav-site = Site
menu = ☰ Menü
nav-play = Oyna
nav-analysis = Analiz
nav-editor = Düzenleyici
nav-problems = Problemler
nav-archive = Arşiv
nav-players = Oyuncular
nav-tv = TV
nav-tv-title = Öne çıkan oyun, canlı
nav-tournaments = Turnuvalar
nav-engines = Motorlar
nav-rules = Kurallar
tournament-next-title = { $name }: sıradaki turnuva
tournament-live-title = { $name }: sürüyor, katılın
tournament-sr = { $name } turnuvası:
tournament-in = { $time } sonra
tournament-live = canlı
settings = Ayarlar
settings-title = Taş takımı, açık ya da koyu sayfalar, dil
pieces-title = Taş takımı
set-figures = Figürler
set-turned = Tornalanmış
set-letters = Harfler
theme = Tema
theme-system = ◐ Sistem
theme-light = ☀ Açık
theme-dark = ☾ Koyu
language = Dil
my-games = Oyunlarım
my-games-title = Oyunlarınız
your-turn-title = Sıranın sizde olduğu oyunlar
challenges-for-you = Size gelen davetler
me-title = Profiliniz, hesabınız ve çıkış
your-account = Hesabınız
profile = Profil
account = Hesap
sign-out = Çıkış yap
anon-me-title = Adınız burada; hesabınızdan değiştirin
sign-in = Giriş yap
sign-up = Kaydol
