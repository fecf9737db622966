# Statistics and ratings, online and against bots.
