### Tycoon, the letter-patent card game: its screens in the terminal and on the phones.
### Command words (word, exchange, pass, q, buy, done, penalty, help, quit) stay English in
### every language, as `slovo play`'s do.

tycoon-level-easy = easy
tycoon-level-medium = medium
tycoon-level-hard = hard
tycoon-header = Tycoon (game { $id }): { $players }.
tycoon-help-hint = Type help for the commands.
tycoon-goal = Goal: patents worth ${ $value } start the final round
tycoon-final-round = Final round: the game ends when this round does.
tycoon-final-round-begins = { $name }: patents worth ${ $value }. The final round begins: everyone plays to the end of this round.
tycoon-turn-you = Round { $round }: your turn.
tycoon-turn-other = Round { $round }: { $name } to play.
tycoon-over = { $rounds ->
    [one] Game over after { $rounds } round.
   *[other] Game over after { $rounds } rounds.
}

## The screen's panels.
tycoon-col-money = Money
tycoon-col-stock = Stock
tycoon-col-patents = Patents
tycoon-col-score = Score
tycoon-money = ${ $amount }
tycoon-letter-price = { $letter } ${ $price }
tycoon-hand-title = Your hand
tycoon-community-title = Community
tycoon-patents-title = Patents: price, owner
tycoon-powers-short = B J K doublers · Q V X Z powers
tycoon-deck = { $count ->
    [one] Deck { $count } card · discards { $discards }
   *[other] Deck { $count } cards · discards { $discards }
}
tycoon-too-small = The terminal is { $width }×{ $height }: Tycoon needs at least { $min-width }×{ $min-height }. Enlarge the window, or play with --plain.
tycoon-none = none

## Plain mode's state block.
tycoon-plain-player = { $name }: ${ $money }, { $stock } stock, patents ${ $value } ({ $patents }), score { $score }
tycoon-plain-free = Patents for sale: { $cards }
tycoon-plain-community = Community: { $cards }
tycoon-plain-hand = Your hand: { $cards }
tycoon-plain-deck = { $count ->
    [one] Deck: { $count } card, discard pile: { $discards }.
   *[other] Deck: { $count } cards, discard pile: { $discards }.
}

## What may be typed now.
tycoon-prompt-start = Your turn: word WORD, exchange LETTERS, pass, help
tycoon-prompt-start-q = Your turn: q LETTER (Q patent: replace a card first), word WORD, exchange LETTERS, pass, help
tycoon-attempts-left = { $count ->
    [one] { $count } attempt left
   *[other] { $count } attempts left
}
tycoon-prompt-after-word = Buy a patent with buy LETTER ({ $letters }), or end your turn with done (done LETTERS also discards those cards)
tycoon-prompt-after-word-none = No patent you can buy now: end your turn with done (done LETTERS also discards those cards)
tycoon-prompt-penalty = Your turn is lost: discard one card from your hand with penalty LETTER (for example penalty { $example })
tycoon-prompt-pending = { $name } built { $words }: challenge or accept
tycoon-preview = If built: { $words }
tycoon-prompt-other = { $name } is playing…
tycoon-prompt-over = The game is over.
tycoon-press-enter = The game is over: press Enter or Esc to leave.
tycoon-help = Commands: word WORD builds a word from your hand (used first) and the community; with the V patent two words (word CAT DOG); with X a * after a letter uses that card twice (word BO*K); with Z +S adds an S (word CAT+S); a final y counts Y as a vowel (word GYM y). exchange LETTERS gives those cards back for new ones; pass ends the turn without a word; q LETTER (Q patent) replaces a card before your word; after a word, buy LETTER buys that letter's patent and done [LETTERS] ends the turn, discarding those cards; after three refused words, penalty LETTER discards the card your turn costs. quit saves and leaves. Patents B, J and K double a word's pay when it begins and ends with vowels (B), is at least half vowels (J) or has one vowel (K); a Q card in a word doubles it too.
tycoon-help-challenge = Words are open to challenge: when another player's word waits, challenge disputes it (if the word list lacks it, the builder loses the turn; if not, you pay $1) and accept lets it stand.

## The message log.
tycoon-word = { $word }: ${ $money }, { $stock } stock
tycoon-doubled = { " " }(×{ $factor })
tycoon-royalty = { $name } +${ $amount }
tycoon-royalties = ; royalties: { $paid }
tycoon-log-play = { $name }: { $words }
tycoon-log-rejected = { $count ->
    [one] { $name }: { $word } is not a word ({ $count } attempt left).
   *[other] { $name }: { $word } is not a word ({ $count } attempts left).
}
tycoon-log-rejected-last = { $name }: { $word } is not a word, and the turn is lost.
tycoon-log-q = { $name }: one card replaced (Q patent).
tycoon-log-buy = { $name }: patent { $letter } bought for ${ $price }.
tycoon-log-finish = { $name }: turn over.
tycoon-log-finish-discard = { $count ->
    [one] { $name }: turn over, { $count } card discarded.
   *[other] { $name }: turn over, { $count } cards discarded.
}
tycoon-log-pass = { $name }: pass.
tycoon-log-exchange = { $count ->
    [one] { $name }: { $count } card exchanged.
   *[other] { $name }: { $count } cards exchanged.
}
tycoon-log-penalty = { $name }: one card discarded for the lost turn.
tycoon-log-challenge = { $name }: challenge.
tycoon-log-pending = { $name }: the word waits for challenges.

## Refusals of what was typed.
tycoon-refused = Refused: { $reason }
tycoon-empty-exchange = Name the cards to give back: exchange LETTERS (for example { $example }). To end the turn without exchanging, type pass.
tycoon-not-in-hand = { $letters } is not in your hand ({ $hand }).
tycoon-cannot-spell = Your hand and the community cannot spell { $word }.
tycoon-which-letter = Which card? Type one letter of your hand, for example { $example }.
tycoon-copy-first = A * repeats the letter before it, so a word cannot start with it.
tycoon-unknown-command = Unknown command “{ $command }”. { $help }
tycoon-bots-range = --bots must be 1 to 4.

## Saving and resuming.
tycoon-saved = Game { $id } is saved; resume it with `slovo tycoon play --resume { $id }`.
tycoon-end-of-input = End of input. { $saved }
tycoon-no-saved-game = There is no unfinished Tycoon game to resume.
tycoon-no-such-game = No saved Tycoon game “{ $id }” (`slovo play --list` shows them).
tycoon-old-save = { $path } is not read: an older slovo saved it, and Tycoon games are kept in slovo.db now.

## The end of the game.
tycoon-you-win = You win!
tycoon-winner = The winner is { $name }.
tycoon-tie = A tie: { $names }.
tycoon-score-rule = Final score = money + stock + the prices of the patents owned; at equal scores the higher patent value ranks first.
tycoon-breakdown = { $place }. { $name }: { $score } = ${ $money } money + { $stock } stock + ${ $value } in patents ({ $patents })
tycoon-tiebreak = Equal scores of { $score }: the higher patent value ranks first.
# Under an end-of-game line (tycoon-breakdown) of a seat out of the game before its end, placed last.
tycoon-standing-out = Out of the game: time ran out

## The rules' refusals (slovo_tycoon::TycoonError).
tycoon-error-player-count = Tycoon is for 2 to 5 players, not { $count }.
tycoon-error-game-over = The game is over.
tycoon-error-wrong-phase = Not now: { $action } ({ $phase }).
tycoon-error-no-hand-card = Your hand has no card { $card }.
tycoon-error-no-community-card = There is no community card { $card }.
tycoon-error-card-used-twice = A card can be used only once (the X patent uses one card twice).
tycoon-error-too-short = A word needs at least 3 real cards.
tycoon-error-no-card-from-hand = A word needs at least one card from your hand.
tycoon-error-no-word = No word given: type word and the word.
tycoon-error-needs-v = Two words need the V patent.
tycoon-error-too-many-words = At most two words a turn (with the V patent).
tycoon-error-needs-x = Using a card twice (*) needs the X patent.
tycoon-error-x-used-twice = The X patent repeats one card once a turn.
tycoon-error-copy-of-unplayed-card = A * must repeat a card played this turn.
tycoon-error-needs-z = An added S (+S) needs the Z patent.
tycoon-error-z-used-twice = The Z patent adds one S once a turn.
tycoon-error-needs-q = Replacing a card before your turn needs the Q patent.
tycoon-error-q-used-twice = The Q patent replaces one card once a turn.
tycoon-error-not-a-letter = { $letter } is not a letter.
tycoon-error-patent-owned = The patent of { $letter } already has an owner.
tycoon-error-patent-not-played = You did not play { $letter } from a real card this turn, so you cannot buy its patent.
tycoon-error-cannot-afford = The patent of { $letter } costs ${ $price }; you have ${ $money }.
tycoon-error-patent-already-bought = At most one patent a turn.
tycoon-error-not-challenge-mode = Challenges are off: words are checked at once.
tycoon-error-no-player = There is no player { $player }.
tycoon-error-own-challenge = A player cannot challenge their own word.
tycoon-error-empty-hand = Your hand is empty: there is no card to discard.
tycoon-step-q-replace = replacing a card (only to start the turn)
tycoon-step-build = building a word
tycoon-step-answer = answering a word
tycoon-step-buy-patent = buying a patent
tycoon-step-finish = ending the turn after a word
tycoon-step-exchange = exchanging cards
tycoon-step-penalty-discard = the penalty discard
tycoon-phase-start = the turn has just begun
tycoon-phase-pending = a word awaits challenges
tycoon-phase-after-word = a word has scored
tycoon-phase-penalty = the turn is lost and a card must be discarded
tycoon-phase-over = the game is over

## The phones' Tycoon screen (slovo-ffi).
tycoon-negative-card = There is no card { $card }: cards are counted from 0.
tycoon-preview-unknown = { $word } is not in the word list.

## The phones' Tycoon screens (the Android and iOS shells).
ui-game-choice = Game
ui-game-word = Word game
ui-game-tycoon = Tycoon
ui-game-word-help = Words on a board, with tiles from a bag.
ui-game-tycoon-help = The letter-patent card game, in English: build words from your hand and the community cards, earn money and stock, buy the patents of letters and collect their royalties.
ui-tycoon-words = Words
ui-tycoon-checked = Checked at once
ui-tycoon-challenged = Open to challenge
ui-tycoon-checked-help = A word the list lacks costs one of your three attempts this turn.
ui-tycoon-challenged-help = Words stand unless someone challenges them: a right challenge loses the builder's turn, a wrong one costs the challenger $1.
ui-tycoon-holdings = ${ $money } · { $stock } stock
ui-tycoon-patent-value = patents ${ $value }
ui-tycoon-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
ui-tycoon-deck = { $count ->
    [one] Deck: { $count } card
   *[other] Deck: { $count } cards
}
ui-tycoon-goal-min = Goal: patents worth ${ $value }, at least { $count } of them, start the final round
ui-tycoon-patents = Patents
ui-tycoon-recent = Since your last turn
ui-tycoon-no-recent = The game has just begun.
ui-tycoon-word = Your word
ui-tycoon-second-word = Second word (V)
ui-tycoon-tap-cards = Tap your cards and the community's to build a word.
ui-tycoon-tap-copy = X patent: tap a card already in the word to use it twice.
ui-tycoon-build = Build
ui-tycoon-clear = Clear
ui-tycoon-add-s = + S (Z)
ui-tycoon-y-vowel = Y is a vowel
ui-tycoon-replace = Replace a card (Q)
ui-tycoon-tap-replace = Tap the card to replace.
ui-tycoon-exchange = Exchange
ui-tycoon-tap-exchange = Tap the cards to give back, or pass.
ui-tycoon-exchange-count = { $count ->
    [0] Pass
    [one] Exchange { $count } card
   *[other] Exchange { $count } cards
}
ui-tycoon-end-turn = { $count ->
    [0] End turn
   *[other] End turn, discard { $count }
}
ui-tycoon-after-word = Buy the patent of a letter you played, or end the turn. Tap cards to discard them.
ui-tycoon-after-word-none = No patent to buy: end the turn. Tap cards to discard them.
ui-tycoon-buy = Buy { $letter } for ${ $price }
ui-tycoon-penalty = Your turn is lost: tap the card to discard.
ui-tycoon-discard = Discard
ui-tycoon-pending = { $name } built { $words }: challenge it or let it stand?
ui-tycoon-word-waits = Your word waits for the others to challenge it.
ui-tycoon-may-buy = may buy { $letters }
ui-tycoon-risky = not in the word list: { $words }
