# Слова, которые пишут скрипты страниц, по-русски.

## The games
game-shatranj = Шатрандж
game-chaturanga-davidson = Чатуранга (Дэвидсон)
game-parsi = Парсийские шахматы
game-shatranj-kamil-64 = Шатрандж Камил (64)
game-great-shatranj = Большой шатрандж

## Sides
side-white = Белые
side-black = Чёрные
side-white-lower = белый
side-black-lower = чёрный

## The game page
flip = Перевернуть доску
board-style = Вид доски
style-checkered = клетчатая
style-plain = однотонная
style-ashtapada = аштапада
notation = Запись ходов
board-colours = Цвета доски
colour-wood = Дерево
colour-sand = Песок
colour-green = Зелёный
colour-blue = Синий
colour-grey = Серый
moves = Ходы
move-placeholder = Введите ход: e3, Nf3, e2e3
move-label = Введите ход (SAN, например Nf3, или поля, например e2e3)
chat = Чат
reconnecting = Переподключение…
abort = Отменить
resign = Сдаться
more-time = Дать 15 с
new-game = Новая партия
copy = Копировать
rated = Рейтинговая, { $speed }
casual = Товарищеская

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = { $winner } выиграли: { $loser } получили мат
end-stalemate-win = { $winner } выиграли: { $loser } в пате и проигрывают
end-stalemate = Ничья: пат
end-bare-king = { $winner } выиграли: король стороны «{ $loser }» оголён
end-counter-bared = Ничья: оголённый король оголил и другого короля
end-bare-kings = Ничья: остались только два короля
end-king-captured = { $winner } выиграли: король стороны «{ $loser }» взят
end-no-moves-win = { $winner } выиграли: у стороны «{ $loser }» нет ходов
end-no-moves = Ничья: у стороны, чей ход, нет ходов
end-lone-king-stalemate = Ничья: одинокий король поставил пат
end-lone-king-moves = { $winner } выиграли: одинокий король стороны «{ $loser }» израсходовал ходы, не добившись ничьей
end-lone-king-claim = Ничья по требованию: соперник одинокого короля взял ничью
end-boorj-win = { $winner } выиграли бурджем: раджа стороны «{ $loser }» оголён
end-boorj = Ничья: бурдж (оголённый раджа) засчитан ничьей
end-repetition = Ничья повторением
end-move-rule = Ничья по правилу числа ходов
end-time = { $winner } выиграли: у стороны «{ $loser }» кончилось время
end-resignation = { $winner } выиграли: { $loser } сдались
end-agreement = Ничья по соглашению
end-abandoned-win = { $winner } выиграли: { $loser } покинули партию
end-abandoned = Ничья: игрок покинул партию
end-aborted = Партия отменена
end-aborted-first-move = { $side } не сделали первый ход за { $n } секунд: партия отменена
end-aborted-by = { $side } отменили партию до первых ходов обеих сторон
end-claimed = { $reason } (по требованию)
grade-pawn-mate = мат пешкой, высшая степень победы
grade-checkmate = мат фигурой, средняя степень победы
grade-boorj = низшая степень победы
end-draw = Ничья

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } день
    [few] { $n } дня
   *[other] { $n } дней
}
clock-hours = { $n } ч
clock-minutes = { $n } мин
clock-seconds = { $n } с

## Choosing a promotion, Parsi's bonus move
cancel = Отмена
promote-to = Превратить в:
no-promotion = без превращения
promote-to-said = Превратить в: { $pieces }?
bonus-title = Новый конь может пойти ещё раз: передвиньте его на отмеченное поле, или
bonus-stay = Остаться
bonus-said = Новый конь может пойти ещё раз, на { $squares }, или остаться.

## Moves typed in the box
typed-ambiguous = «{ $text }» может означать несколько ходов: добавьте поле, откуда ход
typed-none = нет допустимого хода, записанного как «{ $text }»

## The board by keyboard (read by screen readers)
board-role = доска
board-help = Доска. Стрелки ведут по полям; Enter берёт фигуру, ещё раз Enter делает ход; Escape отпускает её.
kb-cannot-go = { $square }: фигура с { $from } не может пойти сюда. Отпущена.
kb-nothing = { $square }: здесь нечем ходить.
kb-let-go = Отпущена.
kb-empty = пусто
kb-man = { $piece } ({ $side })
kb-square = { $square }, { $what }
kb-plays-here = Enter сделает ход сюда
kb-help = Стрелки двигают; Enter берёт фигуру.
kb-picked = { $what } на { $square } взята.
kb-can-go = Может пойти на { $squares }.
kb-free = Передвиньте курсор на поле и нажмите Enter.
kb-no-move = Сейчас у неё нет хода.

## Challenges (the header)
challenge-rated = рейтинговая
challenge-casual = товарищеская
challenge-you-play = вы играете: { $side }
challenge-accept = Принять
challenge-why = Почему вы отказываете
challenge-decline = Отклонить
challenge-later = Позже
challenge-you = вызывает вас
unlimited = без часов

## The lobby's lists
no-seeks = Сейчас открытых заявок нет.
no-games-in-progress = Идущих партий нет.
col-game = Игра
col-player = Игрок
col-time = Время
col-mode = Вид
col-moves = Ходы
col-result = Результат
changed = Изменено:
rated-plain = Рейтинговая
cancel-seek-of = Отменить вашу заявку: { $game }
imported = импорт:
imported-title = Импортирована из файла
diagram = диаграмма
diagram-title = Картинка (PNG) итоговой позиции
waiting-count = { $n ->
    [one] { $n } ждёт
    [few] { $n } ждут
   *[other] { $n } ждут
}

