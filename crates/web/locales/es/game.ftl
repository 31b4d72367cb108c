# The game page's own words.

## The game page
round-resize = Tamaño del tablero: arrastra, o usa las flechas; doble clic para el mejor ajuste
round-resize-title = Arrastra para cambiar el tamaño del tablero (doble clic: ajustar a la ventana)
step-first = Primera jugada
step-prev = Jugada anterior
step-next = Jugada siguiente
step-last = Última jugada
board-settings = Tablero
notation-label = Notación
sound-on = Sonido activado
sound-off = Sonido desactivado
colours-label = Colores
coordinates = Coordenadas
style-label = Estilo
confirm-correspondence = Confirmar las jugadas por correspondencia
chat-spectators = Chat de los espectadores
chat-placeholder = Di algo…
chat-label = Mensaje del chat
chat-send = Enviar
chat-sign-in = Inicia sesión
chat-sign-in-after = para charlar con los demás espectadores.
confirm-move-label = Confirma tu jugada
not-connected-move = Sin conexión: tu jugada no se envió. La página se está reconectando; juégala de nuevo entonces.
not-connected = Sin conexión: no se envió nada. La página se está reconectando.
confirm-play = Jugar { $san }
confirm-take-back = Deshacer
confirm-send = Tu jugada: { $san }. ¿Enviarla?
first-move-you = { $n ->
    [one] Tienes { $n } segundo para hacer la primera jugada, o la partida se anula. Los relojes empiezan tras las dos primeras jugadas.
   *[other] Tienes { $n } segundos para hacer la primera jugada, o la partida se anula. Los relojes empiezan tras las dos primeras jugadas.
}
first-move-other = { $n ->
    [one] { $side } tienen { $n } segundo para hacer la primera jugada, o la partida se anula. Los relojes empiezan tras las dos primeras jugadas.
   *[other] { $side } tienen { $n } segundos para hacer la primera jugada, o la partida se anula. Los relojes empiezan tras las dos primeras jugadas.
}
your-opponent = Tu rival
absent-ready = { $name } abandonó la partida. Puedes reclamar la victoria, declararla tablas o esperar.
absent-wait = { $n ->
    [one] { $name } abandonó la partida. Podrás reclamar la victoria en { $n } segundo si no vuelve.
   *[other] { $name } abandonó la partida. Podrás reclamar la victoria en { $n } segundos si no vuelve.
}
reconnect-now = Reconectar ahora
connection-lost = { $n ->
    [one] Se perdió la conexión con el servidor; no se puede jugar hasta que vuelva. Siguiente intento en { $n } segundo.
   *[other] Se perdió la conexión con el servidor; no se puede jugar hasta que vuelva. Siguiente intento en { $n } segundos.
}
offer-draw-them = { $name } ofrece tablas.
offer-draw-you = Ofreciste tablas; esperando la respuesta.
offer-takeback-them = { $name } pide deshacer la última jugada.
offer-takeback-you = Pediste deshacer tu jugada; esperando la respuesta.
claim-victory = Reclamar la victoria
call-draw = Declarar tablas
abort-confirm = ¿Anular la partida? Pulsa de nuevo para confirmar
resign-confirm = ¿Abandonar? Pulsa de nuevo para confirmar
draw-accept = Aceptar tablas
draw-decline = Rechazar tablas
draw-offered = Tablas ofrecidas
draw-offer = Ofrecer tablas
draw-offer-confirm = ¿Ofrecer tablas? Pulsa de nuevo para confirmar
takeback-accept = Aceptar deshacer
takeback-decline = Rechazar deshacer
takeback-asked = Deshacer pedido
takeback-offer = Pedir deshacer
more-time-title = Dar 15 segundos a { $name }
claim-draw = Reclamar tablas
claim-win = Reclamar la victoria
claim-draw-help = El otro rey está solo: las reglas te permiten tomar tablas ahora en vez de intentar ganar.
claim-win-help = El rey solo ha usado todas las jugadas que las reglas le dan para llegar a tablas: puedes reclamar la victoria.
rematch-play = Jugar la revancha
rematch-offered-them = { $name } ofrece la revancha.
rematch-accept = Aceptar la revancha
decline = Rechazar
rematch-waiting = Revancha ofrecida: esperando la respuesta de { $name }.
rematch-declined = La revancha fue rechazada.
rematch = Revancha
rematch-offer = Ofrecer la revancha
rematch-title = La misma partida otra vez, con los colores cambiados
tournament-return = Volviendo al torneo en 3 segundos…
stay-here = Quedarse aquí
copied = Copiado
check = ¡jaque!
check-king-capture = el rey está atacado (puede ser capturado)
aborted = Anulada
speed-bullet = bala
speed-blitz = blitz
speed-rapid = rápida
speed-classical = clásica
speed-correspondence = por correspondencia
watching = { $n ->
    [one] { $n } mirando
   *[other] { $n } mirando
}
notify-title = Avísame cuando mi rival juegue mientras esta página está en segundo plano
notify = Avisarme de las jugadas
notify-blocked = Las notificaciones de este sitio están bloqueadas en tu navegador.
notify-your-turn = { $san }: te toca
notify-a-move = Una jugada: te toca
notify-moved = { $game }: { $name } ha jugado
not-your-move = No es tu turno.
seat-waiting = esperando a un jugador…
presence-here = aquí
presence-away = ausente
presence-here-title = { $name } está en la página de la partida
presence-away-title = { $name } no está en la página de la partida
clock-of = Reloj de las { $side }
material-ahead = Ventaja de { $n } en peones del motor
status-open = Esperando a que tu rival se una.
status-over = Partida terminada: { $result }
status-your-move = Te toca
status-to-move = Juegan las { $side }
status-engine = El motor está pensando…
your-rating = Tu puntuación
title-open = Esperando a un rival
title-your-turn = Te toca
title-waiting-for = Esperando a { $name }
the-opponent = el rival
said-played = Las { $side } jugaron { $san }.
said-over = Partida terminada: { $result }, { $reason }
said-your-move = Te toca.
refused-over = La partida ha terminado.
refused-not-started = La partida no ha empezado: espera a un segundo jugador.
refused-not-a-player = Solo los jugadores de esta partida pueden hacerlo.
refused-not-your-turn = No es su turno.
refused-illegal = Esa jugada no es legal aquí.
refused-stale = La posición ha cambiado: recargue la partida e inténtelo de nuevo.
refused-changed = La partida cambió en ese mismo momento: recárguela e inténtelo de nuevo.
refused-too-many = Demasiadas peticiones: vaya más despacio un momento.
refused-chat-length = Una línea de chat tiene de 1 a 500 caracteres.
refused-chat-sign-in = Inicie sesión para charlar con los demás espectadores.
refused-chat-full = El chat de esta partida está lleno ({ $n } líneas).
refused-chat-slow = Más despacio: como mucho { $n } líneas de chat en { $s } segundos.
refused-berserk-late = El berserk es antes de su primera jugada y con reloj en vivo.
refused-berserk-already = Ya está en berserk.
refused-abort-late = Una partida solo puede anularse antes de que ambos bandos hayan jugado: abandone en su lugar.
refused-engine-no-draw = El motor sigue jugando: no acepta ofertas de tablas.
refused-no-draw-offer = No hay ninguna oferta de tablas que aceptar.
refused-no-takeback-move = No tiene ninguna jugada que deshacer.
refused-no-takeback-offer = No hay ninguna petición de deshacer que aceptar.
refused-claim-wait = Su rival debe estar ausente { $n } segundos antes de que pueda reclamar la partida.
refused-claim-opponent-here = Su rival tiene la partida abierta: no hay nada que reclamar.
refused-more-time-live = Solo se puede dar tiempo en una partida con reloj en vivo.
refused-no-draw-claim = Las reglas no le dan derecho a reclamar tablas en esta posición.
refused-no-win-claim = Las reglas no le dan derecho a reclamar la victoria en esta posición.
