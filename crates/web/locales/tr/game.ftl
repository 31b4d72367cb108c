# The game page's own words.

## The game page
round-resize = Tahta boyutu: sürükleyin ya da ok tuşlarını kullanın; en iyi boyut için çift tıklayın
round-resize-title = Tahtayı boyutlandırmak için sürükleyin (çift tık: pencereye sığdır)
step-first = İlk hamle
step-prev = Önceki hamle
step-next = Sonraki hamle
step-last = Son hamle
board-settings = Tahta
notation-label = Gösterim
sound-on = Ses açık
sound-off = Ses kapalı
colours-label = Renkler
coordinates = Koordinatlar
style-label = Biçem
confirm-correspondence = Yazışmalı hamleleri onayla
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
abort-confirm = Oyun iptal edilsin mi? Onay için yeniden basın
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
tournament-return = 3 saniye içinde turnuvaya dönülüyor…
stay-here = Burada kal
copied = Kopyalandı
check = şah!
check-king-capture = şaha saldırı var (alınabilir)
aborted = İptal edildi
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
refused-over = Oyun bitti.
refused-not-started = Oyun başlamadı: ikinci bir oyuncu bekliyor.
refused-not-a-player = Bunu yalnız bu oyunun oyuncuları yapabilir.
refused-not-your-turn = Sıra sizde değil.
refused-illegal = Bu hamle burada kurala uygun değil.
refused-stale = Konum değişti: oyunu yeniden yükleyip tekrar deneyin.
refused-changed = Oyun aynı anda değişti: yeniden yükleyip tekrar deneyin.
refused-too-many = Çok fazla istek: bir an yavaşlayın.
refused-chat-length = Bir sohbet satırı 1 ile 500 karakter arasındadır.
refused-chat-sign-in = Öteki izleyicilerle sohbet etmek için oturum açın.
refused-chat-full = Bu oyunun sohbeti dolu ({ $n } satır).
refused-chat-slow = Yavaşlayın: { $s } saniyede en çok { $n } sohbet satırı.
refused-berserk-late = Berserk, ilk hamlenizden önce ve canlı saatte yapılır.
refused-berserk-already = Zaten berserk oldunuz.
refused-abort-late = Bir oyun ancak iki taraf da hamle yapmadan iptal edilebilir: bunun yerine terk edin.
refused-engine-no-draw = Motor oynamayı sürdürür: beraberlik tekliflerini kabul etmez.
refused-no-draw-offer = Kabul edilecek bir beraberlik teklifi yok.
refused-no-takeback-move = Geri alacağınız bir hamleniz yok.
refused-no-takeback-offer = Kabul edilecek bir geri alma teklifi yok.
refused-claim-wait = Oyunu talep edebilmeniz için rakibinizin { $n } saniye uzakta olması gerekir.
refused-claim-opponent-here = Rakibinizde oyun açık: talep edilecek bir şey yok.
refused-more-time-live = Süre yalnızca canlı saatli bir oyunda verilebilir.
refused-no-draw-claim = Kurallar bu konumda size beraberlik talebi vermiyor.
refused-no-win-claim = Kurallar bu konumda size galibiyet talebi vermiyor.
