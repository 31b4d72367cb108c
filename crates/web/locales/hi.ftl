# साइट के शब्द हिन्दी में। चतुरंग के मोहरे: राजा, मंत्री, गज, अश्व, रथ, पदाति।

## The games
game-shatranj = शतरंज
game-chaturanga-davidson = चतुरंग (डेविडसन)
game-parsi = पारसी शतरंज
game-shatranj-kamil-64 = शतरंज कामिल (64)
game-great-shatranj = महाशतरंज

## The header
nav-site = साइट
menu = ☰ मेनू
nav-play = खेलें
nav-analysis = विश्लेषण
nav-editor = संपादक
nav-problems = पहेलियाँ
nav-archive = संग्रह
nav-players = खिलाड़ी
nav-tv = टीवी
nav-tv-title = चुनी हुई बाज़ी, सीधी
nav-tournaments = प्रतियोगिताएँ
nav-engines = इंजन
nav-rules = नियम
tournament-next-title = { $name }: अगली प्रतियोगिता
tournament-live-title = { $name }: चल रही है, शामिल हों
tournament-sr = प्रतियोगिता { $name }:
tournament-in = { $time } में
tournament-live = सीधी
settings = सेटिंग्स
settings-title = मोहरों का सेट, हल्के या गहरे पन्ने, भाषा
pieces-title = मोहरों का सेट
set-figures = आकृतियाँ
set-turned = खरादे हुए
set-letters = अक्षर
theme = रंग-रूप
theme-system = ◐ सिस्टम
theme-light = ☀ हल्का
theme-dark = ☾ गहरा
language = भाषा
my-games = मेरी बाज़ियाँ
my-games-title = आपकी बाज़ियाँ
your-turn-title = बाज़ियाँ जिनमें आपकी चाल है
challenges-for-you = आपके लिए चुनौतियाँ
me-title = आपकी प्रोफ़ाइल, खाता और साइन आउट
your-account = आपका खाता
profile = प्रोफ़ाइल
account = खाता
sign-out = साइन आउट
anon-me-title = यहाँ आपका नाम; इसे अपने खाते में बदलें
sign-in = साइन इन
sign-up = खाता बनाएँ
