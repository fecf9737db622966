//! Exponential backoff: how long to wait before the next try of a request that got no answer.

/// Delays double from `base_ms` up to `max_ms`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    pub base_ms: i64,
    pub max_ms: i64,
}

impl Backoff {
    /// What the phones use: 1 s, 2 s, 4 s, ... up to 15 minutes between automatic tries.
    pub const DEFAULT: Backoff = Backoff {
        base_ms: 1_000,
        max_ms: 15 * 60 * 1_000,
    };

    /// The wait after `failures` failed tries (1 or more).
    pub fn delay_ms(&self, failures: u32) -> i64 {
        let doublings = failures.saturating_sub(1).min(40);
        self.base_ms
            .saturating_mul(1_i64 << doublings)
            .min(self.max_ms)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delays_double_up_to_the_cap() {
        let b = Backoff {
            base_ms: 100,
            max_ms: 1_000,
        };
        let delays: Vec<i64> = (1..=6).map(|n| b.delay_ms(n)).collect();
        assert_eq!(delays, [100, 200, 400, 800, 1_000, 1_000]);
        assert_eq!(b.delay_ms(u32::MAX), 1_000);
    }
}
