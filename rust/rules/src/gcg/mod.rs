//! GCG game records (RULES.md §8).
