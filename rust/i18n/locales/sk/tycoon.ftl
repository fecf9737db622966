### Tycoon, the letter-patent card game: its screens in the terminal and on the phones.
