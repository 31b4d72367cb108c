# سائٹ کے الفاظ اردو میں۔

## The games
game-shatranj = شطرنج
game-chaturanga-davidson = چترنگ (ڈیوڈسن)
game-parsi = پارسی شطرنج
game-shatranj-kamil-64 = شطرنج کامل (64)
game-great-shatranj = بڑی شطرنج

## The header
nav-site = سائٹ
menu = ☰ فہرست
nav-play = کھیلیں
nav-analysis = تجزیہ
nav-editor = ترتیب
nav-problems = مسائل
nav-archive = محفوظ خانہ
nav-players = کھلاڑی
nav-tv = ٹی وی
nav-tv-title = منتخب بازی، براہ راست
nav-tournaments = مقابلے
nav-engines = انجن
nav-rules = قواعد
tournament-next-title = { $name }: اگلا مقابلہ
tournament-live-title = { $name }: جاری ہے، شامل ہوں
tournament-sr = مقابلہ { $name }:
tournament-in = { $time } میں
tournament-live = براہ راست
settings = ترتیبات
settings-title = مہروں کا سیٹ، روشن یا تاریک صفحات، زبان
pieces-title = مہروں کا سیٹ
set-figures = شکلیں
set-turned = خرادی
set-letters = حروف
theme = انداز
theme-system = ◐ سسٹم
theme-light = ☀ روشن
theme-dark = ☾ تاریک
language = زبان
my-games = میری بازیاں
my-games-title = آپ کی بازیاں
your-turn-title = بازیاں جن میں آپ کی چال ہے
challenges-for-you = آپ کے لیے چیلنج
me-title = آپ کا پروفائل، کھاتہ اور سائن آؤٹ
your-account = آپ کا کھاتہ
profile = پروفائل
account = کھاتہ
sign-out = سائن آؤٹ
anon-me-title = یہاں آپ کا نام؛ اسے اپنے کھاتے میں بدلیں
sign-in = سائن ان
sign-up = کھاتہ بنائیں
