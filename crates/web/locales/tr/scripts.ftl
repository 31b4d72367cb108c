# Sayfaların betiklerinin yazdığı sözcükler, Türkçe.

## The games
game-shatranj = Şatranç
game-chaturanga-davidson = Çaturanga (Davidson)
game-parsi = Parsi Satrancı
game-shatranj-kamil-64 = Kâmil Şatranç (64)
game-great-shatranj = Büyük Şatranç

## Sides
side-white = Beyaz
side-black = Siyah
side-white-lower = beyaz
side-black-lower = siyah

## The game page
round-resize = Tahta boyutu: sürükleyin ya da ok tuşlarını kullanın; en iyi boyut için çift tıklayın
round-resize-title = Tahtayı boyutlandırmak için sürükleyin (çift tık: pencereye sığdır)
step-first = İlk hamle
step-prev = Önceki hamle
step-next = Sonraki hamle
step-last = Son hamle
flip = Tahtayı çevir
board-settings = Tahta
board-style = Tahta biçemi
style-checkered = damalı
style-plain = düz
style-ashtapada = aştapada
notation = Hamle gösterimi
notation-label = Gösterim
sound-on = Ses açık
sound-off = Ses kapalı
board-colours = Tahta renkleri
colours-label = Renkler
colour-wood = Ahşap
colour-sand = Kum
colour-green = Yeşil
colour-blue = Mavi
colour-grey = Gri
coordinates = Koordinatlar
style-label = Biçem
confirm-correspondence = Yazışmalı hamleleri onayla
moves = Hamleler
move-placeholder = Bir hamle yazın: e3, Nf3, e2e3
move-label = Bir hamle yazın (Nf3 gibi SAN ya da e2e3 gibi kareler)
chat = Sohbet
chat-spectators = İzleyici sohbeti
chat-placeholder = Bir şey söyleyin…
chat-label = Sohbet iletisi
chat-send = Gönder
chat-sign-in = Giriş yapın
chat-sign-in-after = ve öbür izleyicilerle sohbet edin.
confirm-move-label = Hamlenizi onaylayın
not-connected-move = Bağlantı yok: hamleniz gönderilmedi. Sayfa yeniden bağlanıyor; o zaman yeniden oynayın.
not-connected = Bağlantı yok: hiçbir şey gönderilmedi. Sayfa yeniden bağlanıyor.
confirm-play = { $san } oyna
confirm-take-back = Geri al
confirm-send = Hamleniz: { $san }. Gönderilsin mi?
first-move-you = { $n ->
    [one] İlk hamle için { $n } saniyeniz var, yoksa oyun iptal edilir. Saatler iki ilk hamleden sonra başlar.
   *[other] İlk hamle için { $n } saniyeniz var, yoksa oyun iptal edilir. Saatler iki ilk hamleden sonra başlar.
}
first-move-other = { $n ->
    [one] { $side } ilk hamle için { $n } saniyeye sahip, yoksa oyun iptal edilir. Saatler iki ilk hamleden sonra başlar.
   *[other] { $side } ilk hamle için { $n } saniyeye sahip, yoksa oyun iptal edilir. Saatler iki ilk hamleden sonra başlar.
}
your-opponent = Rakibiniz
absent-ready = { $name } oyundan ayrıldı. Zafer isteyebilir, beraberlik diyebilir ya da bekleyebilirsiniz.
absent-wait = { $n ->
    [one] { $name } oyundan ayrıldı. Dönmezse { $n } saniye sonra zafer isteyebilirsiniz.
   *[other] { $name } oyundan ayrıldı. Dönmezse { $n } saniye sonra zafer isteyebilirsiniz.
}
reconnect-now = Şimdi bağlan
reconnecting = Yeniden bağlanıyor…
connection-lost = { $n ->
    [one] Sunucuyla bağlantı koptu; dönene dek hamle yapılamaz. Sonraki deneme { $n } saniye sonra.
   *[other] Sunucuyla bağlantı koptu; dönene dek hamle yapılamaz. Sonraki deneme { $n } saniye sonra.
}
offer-draw-them = { $name } beraberlik öneriyor.
offer-draw-you = Beraberlik önerdiniz; yanıt bekleniyor.
offer-takeback-them = { $name } son hamleyi geri almak istiyor.
offer-takeback-you = Hamlenizi geri almak istediniz; yanıt bekleniyor.
claim-victory = Zafer iste
call-draw = Beraberlik de
abort = İptal et
abort-confirm = Oyun iptal edilsin mi? Onay için yeniden basın
resign = Terk et
resign-confirm = Terk mi? Onay için yeniden basın
draw-accept = Beraberliği kabul et
draw-decline = Beraberliği reddet
draw-offered = Beraberlik önerildi
draw-offer = Beraberlik öner
draw-offer-confirm = Beraberlik önerilsin mi? Onay için yeniden basın
takeback-accept = Geri almayı kabul et
takeback-decline = Geri almayı reddet
takeback-asked = Geri alma istendi
takeback-offer = Geri almak iste
more-time = 15 sn ver
more-time-title = { $name } oyuncusuna 15 saniye ver
claim-draw = Beraberlik iste
claim-win = Galibiyet iste
claim-draw-help = Öbür şah yalnız: kurallar kazanmaya çalışmak yerine şimdi beraberliği almanıza izin verir.
claim-win-help = Yalnız şah, beraberliğe ulaşmak için kuralların verdiği tüm hamleleri kullandı: galibiyeti isteyebilirsiniz.
rematch-play = Rövanşı oyna
rematch-offered-them = { $name } rövanş öneriyor.
rematch-accept = Rövanşı kabul et
decline = Reddet
rematch-waiting = Rövanş önerildi: { $name } yanıtı bekleniyor.
rematch-declined = Rövanş reddedildi.
rematch = Rövanş
rematch-offer = Rövanş öner
rematch-title = Aynı oyun yeniden, renkler değişmiş
new-game = Yeni oyun
tournament-return = 3 saniye içinde turnuvaya dönülüyor…
stay-here = Burada kal
copied = Kopyalandı
copy = Kopyala
check = şah!
check-king-capture = şaha saldırı var (alınabilir)
aborted = İptal edildi
rated = Puanlı, { $speed }
casual = Dostça
speed-bullet = bullet
speed-blitz = blitz
speed-rapid = rapid
speed-classical = klasik
speed-correspondence = yazışmalı
watching = { $n ->
    [one] { $n } izleyici
   *[other] { $n } izleyici
}
notify-title = Bu sayfa arka plandayken rakibim oynayınca bana haber ver
notify = Hamleleri bildir
notify-blocked = Tarayıcınızda bu sitenin bildirimleri engellenmiş.
notify-your-turn = { $san }: sıra sizde
notify-a-move = Bir hamle: sıra sizde
notify-moved = { $game }: { $name } oynadı
not-your-move = Sıra sizde değil.

## Seats, status, titles (the game page)
seat-waiting = oyuncu bekleniyor…
presence-here = burada
presence-away = uzakta
presence-here-title = { $name } oyun sayfasında
presence-away-title = { $name } oyun sayfasında değil
clock-of = { $side } saati
material-ahead = Motorun piyonlarıyla { $n } önde
status-open = Rakibinizin katılması bekleniyor.
status-over = Oyun bitti: { $result }
status-your-move = Sıra sizde
status-to-move = Sıra { $side } tarafta
status-engine = Motor düşünüyor…
your-rating = Puanınız
title-open = Rakip bekleniyor
title-your-turn = Sıra sizde
title-waiting-for = { $name } bekleniyor
the-opponent = rakip
said-played = { $side } { $san } oynadı.
said-over = Oyun bitti: { $result }, { $reason }
said-your-move = Sıra sizde.

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = { $winner } kazandı: { $loser } mat oldu
end-stalemate-win = { $winner } kazandı: { $loser } pat oldu ve kaybeder
end-stalemate = Beraberlik: pat
end-bare-king = { $winner } kazandı: { $loser } şahı yalnız kaldı
end-counter-bared = Beraberlik: yalnız şah öbür şahı da yalnız bıraktı
end-bare-kings = Beraberlik: yalnız iki şah kaldı
end-king-captured = { $winner } kazandı: { $loser } şahı alındı
end-no-moves-win = { $winner } kazandı: { $loser } tarafın hamlesi yok
end-no-moves = Beraberlik: sıradaki tarafın hamlesi yok
end-lone-king-stalemate = Beraberlik: yalnız şah pat ettirdi
end-lone-king-moves = { $winner } kazandı: { $loser } tarafın yalnız şahı beraberlik sağlamadan hamlelerini bitirdi
end-lone-king-claim = Beraberlik istendi: yalnız şahın rakibi beraberliği aldı
end-boorj-win = { $winner } burc ile kazandı: { $loser } racası yalnız
end-boorj = Beraberlik: burc (yalnız raca) beraberlik sayıldı
end-repetition = Tekrarla beraberlik
end-move-rule = Hamle sayısı kuralıyla beraberlik
end-time = { $winner } kazandı: { $loser } tarafın süresi bitti
end-resignation = { $winner } kazandı: { $loser } terk etti
end-agreement = Anlaşmayla beraberlik
end-abandoned-win = { $winner } kazandı: { $loser } oyundan ayrıldı
end-abandoned = Beraberlik: bir oyuncu oyundan ayrıldı
end-aborted = Oyun iptal edildi
end-aborted-first-move = { $side } ilk hamlesini { $n } saniye içinde yapmadı: oyun iptal edildi
end-aborted-by = { $side } oyunu iki taraf da oynamadan iptal etti
end-claimed = { $reason } (istenerek)
grade-pawn-mate = piyonla verilen mat, en yüksek galibiyet derecesi
grade-checkmate = taşla verilen mat, orta galibiyet derecesi
grade-boorj = en düşük galibiyet derecesi
end-draw = Beraberlik

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } gün
   *[other] { $n } gün
}
clock-hours = { $n } sa
clock-minutes = { $n } dk
clock-seconds = { $n } sn

## Choosing a promotion, Parsi's bonus move
cancel = Vazgeç
promote-to = Terfi:
no-promotion = terfi yok
promote-to-said = Terfi: { $pieces }?
bonus-title = Yeni at bir kez daha oynayabilir: tahtada işaretli bir kareye götürün, ya da
bonus-stay = Kalsın
bonus-said = Yeni at bir kez daha oynayabilir, { $squares } karelerine, ya da kalabilir.

## Moves typed in the box
typed-ambiguous = '{ $text }' birden çok hamle olabilir: çıktığı kareyi ekleyin
typed-none = '{ $text }' diye yazılan yasal hamle yok

## The board by keyboard (read by screen readers)
board-role = tahta
board-help = Tahta. Ok tuşları kareler üzerinde gezer; Enter bir taşı alır, yeniden Enter onu oynar; Escape bırakır.
kb-cannot-go = { $square }: { $from } karesindeki taş oraya gidemez. Bırakıldı.
kb-nothing = { $square }: burada oynatabileceğiniz bir şey yok.
kb-let-go = Bırakıldı.
kb-empty = boş
kb-man = { $side } { $piece }
kb-square = { $square }, { $what }
kb-plays-here = Enter onu buraya oynar
kb-help = Ok tuşları gezer; Enter bir taşı alır.
kb-picked = { $square } karesindeki { $what } alındı.
kb-can-go = Gidebileceği yerler: { $squares }.
kb-free = İmleci bir kareye götürüp Enter'a basın.
kb-no-move = Şu an hamlesi yok.

## Challenges (the header)
challenge-rated = puanlı
challenge-casual = dostça
challenge-you-play = siz { $side } oynarsınız
challenge-accept = Kabul et
challenge-why = Neden reddediyorsunuz
challenge-decline = Reddet
challenge-later = Sonra
challenge-you = size meydan okuyor
unlimited = süresiz

## The lobby's lists
no-seeks = Şu an açık arayış yok.
no-games-in-progress = Süren oyun yok.
col-game = Oyun
col-player = Oyuncu
col-time = Süre
col-mode = Tür
col-moves = Hamleler
col-result = Sonuç
changed = Değişmiş:
rated-plain = Puanlı
cancel-seek-of = { $game } arayışınızı iptal edin
imported = içe aktarılan:
imported-title = Bir dosyadan içe aktarıldı
diagram = diyagram
diagram-title = Son konumun bir resmi (PNG)
waiting-count = { $n ->
    [one] { $n } bekliyor
   *[other] { $n } bekliyor
}

## A refused action (the game page)
refused-over = Oyun bitti.
refused-not-started = Oyun başlamadı: ikinci bir oyuncu bekliyor.
refused-not-a-player = Bunu yalnız bu oyunun oyuncuları yapabilir.
refused-not-your-turn = Sıra sizde değil.
refused-illegal = Bu hamle burada kurala uygun değil.
refused-stale = Konum değişti: oyunu yeniden yükleyip tekrar deneyin.
refused-changed = Oyun aynı anda değişti: yeniden yükleyip tekrar deneyin.
refused-too-many = Çok fazla istek: bir an yavaşlayın.
