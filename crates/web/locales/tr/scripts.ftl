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
flip = Tahtayı çevir
board-style = Tahta biçemi
style-checkered = damalı
style-plain = düz
style-ashtapada = aştapada
notation = Hamle gösterimi
board-colours = Tahta renkleri
colour-wood = Ahşap
colour-sand = Kum
colour-green = Yeşil
colour-blue = Mavi
colour-grey = Gri
moves = Hamleler
move-placeholder = Bir hamle yazın: e3, Nf3, e2e3
move-label = Bir hamle yazın (Nf3 gibi SAN ya da e2e3 gibi kareler)
chat = Sohbet
reconnecting = Yeniden bağlanıyor…
abort = İptal et
resign = Terk et
more-time = 15 sn ver
new-game = Yeni oyun
copy = Kopyala
rated = Puanlı, { $speed }
casual = Dostça

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

