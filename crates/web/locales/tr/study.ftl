# Yalnızca çalışma sayfalarının betiklerinin yazdığı sözcükler (analiz tahtası, düzenleyici, problemler).

## The analysis board
an-eval-title = Değerlendirme (Beyaz altta)
an-step-start = Başlangıç
an-step-back = Geri (←)
an-step-forward = İleri (→)
an-step-end = Satırın sonu
an-flip = ⇅ Çevir
an-still-loading = Konum hâlâ yükleniyor.
an-over = Hamle yok: bu konumda oyun bitti.
an-engine = Motor
an-where = Motorun düşündüğü yer
an-in-browser = bu tarayıcıda
an-on-server = sunucuda
an-moves = Hamleler
an-position = Konum
an-delete = Buradan sil
an-delete-title = Bu hamleyi ve ardından geleni sil
an-promote = Ana satır yap
an-promote-title = Bu yan satırı ana satır yap
an-fen-label = Gösterilen konumun FEN'i
an-load = Yükle
an-load-title = Kutudaki FEN'i analiz et
an-pgn-label = Analizin PGN'i
an-pgn-download = PGN indir
an-edit = Konumu düzenle
an-play-here = Buradan oyna
an-diagram = Diyagram indir
an-diagram-title = Gösterilen konumun resmi (PNG), bir sayfa ya da baskı için
an-browser-stopped = Bu tarayıcıdaki motor durdu; devam etmek için “sunucuda”yı seçin.
an-browser-failed = Bu tarayıcı motoru yükleyemedi; onun yerine sunucu analiz ediyor.
an-depth = derinlik { $n }
an-speed = { $n } bin düğüm/sn
an-done = bitti
an-off = kapalı
an-best = en iyi
an-preferred = { $what }: motor { $san } hamlesini tercih etti
an-explore = Keşfetmek için taşları oynatın: denediğiniz her hamle, yan satırlar da, saklanır.
an-table = Oyun sonu tablosu
an-play-san = { $san } oyna
an-to-move = Hamle sırası: { $side }
an-to-move-check = Hamle sırası: { $side }, şah!
an-link-illegal = Bağlantıdaki bir hamle kurallara uygun değildi ve çıkarıldı: { $text }
an-busy = Sunucunun motorlarının hepsi meşgul: birkaç saniye içinde yeniden denenecek.

## The engine's scores ($how: one of the score-how words)
score-in = { $n } hamlede { $how }
score-how-mate = mat
score-how-bare-king = yalnız şah
score-how-stalemate = pat
score-how-king-taken = şahın alınması
score-how-win = galibiyet

## The endgame tables' verdicts
tb-draw = Berabere
tb-draw-why = Berabere ({ $reason })
tb-has-won = { $side } kazandı ({ $how })
tb-wins = { $side } kazanır: { $n } hamlede { $how }
tb-move-draw = berabere
tb-move-draw-why = berabere ({ $reason })
tb-move-wins = kazanır ({ $how })
tb-move-win-in = { $n } hamlede { $how }
tb-move-loses = kaybeder ({ $how })
tb-move-loses-in = kaybeder: { $n } hamlede { $how }
tb-how-checkmate = mat
tb-how-bare-king = yalnız şah
tb-how-boorj = yalnız raja
tb-how-stalemate = pat
tb-how-king-captured = şahı almak
tb-how-no-moves = hamlesiz bırakmak
tb-how-lone-king-moves = yalnız şahın on hamlesi
tb-how-win = galibiyet
tb-why-counter-bared = yalnız şah karşılık olarak yalnız bırakır
tb-why-bare-kings = yalnızca şahlar
tb-why-stalemate = pat
tb-why-lone-king-stalemate = yalnız şahın patı
tb-why-no-moves = hamle yok

## A finished game's review
rv-start = Oyunu incele
rv-finish = İncelemeyi bitir
rv-progress = { $total } yarım hamlenin { $n }. değerlendiriliyor…
rv-inaccuracy = Kusur
rv-mistake = Hata
rv-blunder = Büyük hata
rv-inaccuracies = { $n } kusur
rv-mistakes = { $n } hata
rv-blunders = { $n } büyük hata
rv-counts = { $inaccuracies }, { $mistakes }, { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: { $accuracy } doğruluk, { $counts }
rv-graph = Değerlendirme grafiği: bir hamleye gitmek için tıklayın

## A problem
pr-take-back = Geri al ve yeniden dene
pr-retry = Baştan başla
pr-show = Çözümü göster
pr-next = Sonraki problem
pr-all = Tüm problemler
pr-wait = Motorun yanıtını bekleyin.
pr-over = Problem bitti: hamleyi geri alın, baştan başlayın ya da çözüme bakın.
pr-no-moves = Hiç hamle oynanmadı.
pr-engine-first = Önce motor oynar; siz { $side } oynuyorsunuz.
pr-your-move = Sıra sizde: { $side } oynuyorsunuz.
pr-thinking = Motor düşünüyor…
pr-unreachable = Siteye ulaşılamıyor.
pr-solution = Çözüm:
pr-longest = En uzun savunma:
pr-second = İkinci çözüm:
pr-taken-back = Geri alındı: başka bir hamle deneyin.
pr-unusable = Bu problem okunduğu gibi oynanamaz (aşağıya bakın).
pr-solved-here = Bu tarayıcıda çözüldü

## The position editor
ed-tray = { $side } taşları
ed-eraser = Taşları kaldır: bunu seçin, sonra taşlara tıklayın
ed-side-to-move = Hamle sırası
ed-unmoved = Henüz oynamamış (çift adımlar ve rajanın sıçrayışı bunlara bağlı)
ed-may-leap = { $side } rajası hâlâ sıçrayabilir
ed-unmoved-piece = { $square } karesindeki { $side } { $piece }
ed-lone-count = Yalnız şahın yaptığı hamleler:
ed-halfmoves = Taş almadan ya da piyon oynamadan hamleler
ed-move-number = Hamle numarası
ed-start = Başlangıç konumu
ed-clear = Tahtayı temizle
ed-load-title = Tahtayı kutudaki FEN'den kur
ed-copy = FEN'i kopyala
ed-copied = Kopyalandı
ed-analyse = Analiz et
ed-play-engine = Motora karşı oyna
ed-invite = Bir arkadaşı davet et
ed-offline = Motora karşı çevrimdışı oyna
ed-board-help = Tahta. Ok tuşları kareler üzerinde gezer; bir taşın harfi onu oraya koyar (Beyaz için büyük, Siyah için küçük), Delete kareyi boşaltır; Enter bir taşı alır, yeniden Enter onu oynatır.
ed-unreachable = siteye ulaşılamıyor
ed-finished = Bitmiş bir konum: { $result }, { $reason }
ed-legal = Geçerli bir konum: hamle sırası { $side }'da.
ed-legal-check = Geçerli bir konum: hamle sırası { $side }'da, şah altında.
ed-not-position = Bir { $game } konumu değil: { $text }

## Playing the engine offline
off-side = Tarafınız
off-you-play = { $side } oynuyorsunuz
off-level = Motorun hamle başına süresi
off-quick = hızlı: hamle başına 0,2 sn
off-steady = dengeli: hamle başına 1 sn
off-strong = güçlü: hamle başına 3 sn
off-new = Yeni oyun
off-loading = Oyun hâlâ yükleniyor.
off-over = Oyun bitti: yeni bir oyun başlatın.
off-engine-move = Sıra motorda.
off-well-played = İyi oynadınız!
off-your-move = Sıra sizde ({ $side })
off-your-move-check = Sıra sizde ({ $side }): şah!
off-you-played = { $san } oynadınız.
off-engine-played = Motor { $san } oynadı.
off-failed = Motor başarısız oldu.
off-cannot = Bu tarayıcı motoru burada çalıştıramıyor: { $text }

## Importing games
im-read = { $n } dosya okundu ({ $num } KiB).

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = FEN'in { $field } kısmında, { $at }. karakterde: { $problem }
fen-error-found = FEN'in { $field } kısmında, { $at }. karakterde (“{ $found }”): { $problem }
fen-impossible = Bu konum oluşamaz: { $problem }
fen-field-board = tahta (1. alan)
fen-field-turn = hamle sırası (2. alan)
fen-field-flags = işaretler (3. alan)
fen-field-en-passant = geçerken alma (4. alan)
fen-field-halfmove = yarım hamle sayacı (5. alan)
fen-field-fullmove = hamle numarası (6. alan)
fen-field-lone-counts = yalnız şah sayaçları (7. alan)
fen-field-extra = son
fen-field-position = konum
fen-rank-count = { $given } yatay sıra verilmiş; tahtada { $ranks } var.
fen-zero-run = boş kare sayısı 1'den başlar.
fen-rank-overfull = { $rank }. yatay sırada { $files } kareden fazlası var.
fen-not-board-text = burada bir taş harfi, bir rakam ya da “/” beklenirdi.
fen-unknown-letter = bu oyunun hiçbir taşı bu harfle yazılmaz.
fen-rank-short = { $rank }. yatay sırada { $squares } kare var; tahtada { $files } dikey sıra var.
fen-too-long = bu FEN { $len } karakter uzunluğunda; bu oyunların hiçbir konumu { $max } karakterden fazlasını gerektirmez.
fen-empty = FEN boş.
fen-no-turn = eksik; w (sıra Beyazda) ya da b (sıra Siyahta) yazın.
fen-bad-turn = w (sıra Beyazda) ya da b (sıra Siyahta) yazın.
fen-en-passant = bu oyunlarda geçerken alma yoktur; “-” yazın.
fen-halfmove-too-large = yarım hamle sayacı çok büyük.
fen-not-a-number = burada bir sayı beklenirdi.
fen-move-zero = hamle numaraları 1'den başlar.
fen-move-too-large = hamle numarası çok büyük.
fen-after-move-number = hamle numarasından sonra bir şey gelemez.
fen-unexpected-text = bu beklenmiyordu: hamle sırasından sonra işaretler (“-”), yarım hamle sayacı ve hamle numarası gelir.
fen-after-last-field = son alandan sonra bir şey gelemez.
fen-open-holdings = eldeki taşların köşeli parantezi tahtanın sonunda “]” ile kapanmalı.
fen-unknown-holding-letter = bu oyunun hiçbir taşı bu harfle yazılmaz (eldeki taşlarda).
fen-no-flags = bu oyunda rok da işaret de yoktur; “-” yazın (KQkq gibi bir satranç rok alanı da kabul edilir ve yok sayılır).
fen-chess-castling = bu oyunda rok yoktur: bu alan henüz oynamamış ana taşların dikey sıralarını, ve kullanılmamış şah sıçrayışı için L ya da l'yi yazar (başlangıçta: { $start }).
fen-leap-twice = sıçrayış iki kez verilmiş.
fen-bad-flag = burada henüz oynamamış bir ana taşın dikey sıra harfi (Beyaz için büyük, Siyah için küçük) ya da sıçrayış için L veya l beklenirdi.
fen-flag-twice = bu işaret iki kez verilmiş.
fen-no-master-piece = { $square } karesinde { $side } tarafının ana taşı yok.
fen-bad-lone-side = burada w ya da b ve bir sayı beklenirdi, örneğin w0b3.
fen-no-count = burada bir sayı beklenirdi.
fen-count-too-large = sayı en çok 63 olabilir.
fen-not-lone = { $side } tarafının şahı yalnız değil, bu yüzden sayısı 0 olmalı.
fen-off-board = bir taş tahtanın dışında.
fen-two-men = { $square } karesinde iki taş var.
fen-kings = { $side } tarafının { $count } şahı var.
fen-no-king = { $side } tarafının şahı yok.
fen-unpromoted = { $side } tarafının bir piyonu { $square } karesinde; orada çoktan terfi etmiş olmalıydı.
fen-out-of-turn-check = sırası olmayan taraf ({ $side }) şah altında.

## The analysis board's refusals
an-move-illegal = Dizinin { $n }. hamlesi kendi konumunda kurallara uygun değil.
an-line-too-long = Dizi tahtanın izleyebileceğinden uzun.
an-too-many = Çok fazla istek: biraz yavaşlayın.
an-failed = Motor bu konumu inceleyemedi.
