//! A DAWG over letter codes, for the move generator's hot path.
//!
//! Derived at load time from the lexicon's fst by one walk of its graph: fst arcs are bytes
//! (a letter like `ž` takes two), ours are letter codes (one arc per letter), and shared fst
//! states stay shared, so the graph is as small as the fst's. A node is the index of its first
//! arc; a node's arcs are contiguous and sorted by letter (plain arrays, no pointers).
//! Each node also keeps the set of its letters as a bit mask (bit = letter code), so a child
//! is found in one step: its arc is the node's first plus the number of smaller letters.

use fst::raw::{CompiledAddr, Fst, Node};

use crate::alphabet::Alphabet;

/// Node index meaning "no arcs".
pub const NONE: u32 = u32::MAX;

#[derive(Debug, Clone)]
pub struct Dawg {
    arcs: Vec<Arc>,
    /// At a node's first arc: the bit mask of the node's letters (0 elsewhere).
    masks: Vec<u64>,
    root: u32,
}

/// One arc, with what the generator reads next beside it: the child's letter mask.
#[derive(Debug, Clone, Copy)]
struct Arc {
    /// The child's [`Dawg::mask`] (0 for [`NONE`]).
    child_mask: u64,
    target: u32,
    letter: u8,
    /// Bit 0: the letters read so far, ending with this arc, spell a word. Bit 1: last arc.
    flags: u8,
}

/// Not converted yet (a node index the graph never reaches: it has fewer arcs).
const UNSEEN: u32 = u32::MAX - 1;

const ACCEPT: u8 = 1;
const LAST: u8 = 2;

impl Dawg {
    /// Walk the fst once, turning byte arcs into letter arcs.
    pub fn from_fst(bytes: &[u8], alphabet: &Alphabet) -> Dawg {
        let fst = Fst::new(bytes).expect("lexicon is a valid fst");
        let mut dawg = Dawg {
            arcs: Vec::new(),
            masks: Vec::new(),
            root: NONE,
        };
        // Per fst address (a byte offset into the fst): the node made for it, if any yet.
        let mut memo = vec![UNSEEN; bytes.len() + 1];
        dawg.root = dawg.convert(&fst, fst.root().addr(), alphabet, &mut memo);
        dawg.arcs.shrink_to_fit();
        dawg.masks.shrink_to_fit();
        dawg
    }

    fn convert(
        &mut self,
        fst: &Fst<&[u8]>,
        addr: CompiledAddr,
        alphabet: &Alphabet,
        memo: &mut [u32],
    ) -> u32 {
        if memo[addr] != UNSEEN {
            return memo[addr];
        }
        let mut arcs: Vec<(u8, CompiledAddr, bool)> = Vec::new();
        collect_letters(fst, fst.node(addr), &mut Vec::new(), alphabet, &mut arcs);
        arcs.sort_unstable_by_key(|a| a.0);
        // Letter codes are below 64 (an alphabet has fewer letters): one bit each.
        arcs.retain(|a| a.0 < 64);
        let children: Vec<u32> = arcs
            .iter()
            .map(|&(_, child, _)| self.convert(fst, child, alphabet, memo))
            .collect();
        let node = if arcs.is_empty() {
            NONE
        } else {
            let start = self.arcs.len() as u32;
            let mask = arcs.iter().fold(0u64, |m, a| m | 1 << a.0);
            for (i, (&(code, _, accept), &child)) in arcs.iter().zip(&children).enumerate() {
                let last = if i + 1 == arcs.len() { LAST } else { 0 };
                self.arcs.push(Arc {
                    child_mask: self.mask(child),
                    target: child,
                    letter: code,
                    flags: if accept { ACCEPT } else { 0 } | last,
                });
                self.masks.push(if i == 0 { mask } else { 0 });
            }
            start
        };
        memo[addr] = node;
        node
    }

    pub fn root(&self) -> u32 {
        self.root
    }

    /// The letters of `node`'s arcs, as a bit mask (bit = letter code); 0 for [`NONE`].
    #[inline]
    pub fn mask(&self, node: u32) -> u64 {
        if node == NONE {
            0
        } else {
            self.masks[node as usize]
        }
    }

    /// The arc for `code` from `node`, whose [`mask`](Dawg::mask) `mask` has that letter:
    /// the child and whether a word ends there.
    #[inline]
    pub fn arc(&self, node: u32, mask: u64, code: u8) -> (u32, bool) {
        let (child, accept, _) = self.arc_masked(node, mask, code);
        (child, accept)
    }

    /// [`arc`](Dawg::arc), with the child's [`mask`](Dawg::mask) too.
    #[inline]
    pub fn arc_masked(&self, node: u32, mask: u64, code: u8) -> (u32, bool, u64) {
        let i = node as usize + (mask & ((1u64 << code) - 1)).count_ones() as usize;
        let a = &self.arcs[i];
        (a.target, a.flags & ACCEPT != 0, a.child_mask)
    }

    /// Follow the arc for `code` from `node`: the child and whether a word ends there.
    #[inline]
    pub fn child(&self, node: u32, code: u8) -> Option<(u32, bool)> {
        let mask = self.mask(node);
        (code < 64 && mask & (1u64 << code) != 0).then(|| self.arc(node, mask, code))
    }

    /// The arcs leaving `node`: (letter, child, a word ends here).
    #[inline]
    pub fn arcs(&self, node: u32) -> impl Iterator<Item = (u8, u32, bool)> + '_ {
        let start = if node == NONE { 0 } else { node as usize };
        let mut done = node == NONE;
        (start..).map_while(move |i| {
            if done {
                return None;
            }
            let a = &self.arcs[i];
            done = a.flags & LAST != 0;
            Some((a.letter, a.target, a.flags & ACCEPT != 0))
        })
    }

    /// Follow a sequence of letter codes.
    #[inline]
    pub fn walk(&self, mut node: u32, codes: &[u8]) -> Option<(u32, bool)> {
        let mut accept = false;
        for &c in codes {
            (node, accept) = self.child(node, c)?;
        }
        Some((node, accept))
    }

    /// Is the letter sequence a word?
    pub fn contains(&self, codes: &[u8]) -> bool {
        !codes.is_empty() && self.walk(self.root, codes).is_some_and(|(_, a)| a)
    }

    /// Bytes the graph takes in memory.
    pub fn heap_bytes(&self) -> usize {
        self.arcs.capacity() * std::mem::size_of::<Arc>() + self.masks.capacity() * 8
    }

    pub fn arc_count(&self) -> usize {
        self.arcs.len()
    }
}

/// Every whole letter leaving `node`: follow UTF-8 continuation bytes to the letter's end.
fn collect_letters(
    fst: &Fst<&[u8]>,
    node: Node<'_>,
    bytes: &mut Vec<u8>,
    alphabet: &Alphabet,
    out: &mut Vec<(u8, CompiledAddr, bool)>,
) {
    for t in node.transitions() {
        bytes.push(t.inp);
        match std::str::from_utf8(bytes) {
            Ok(s) => {
                let c = s.chars().next().expect("one char");
                if let Some(code) = alphabet.code(c) {
                    out.push((code, t.addr, fst.node(t.addr).is_final()));
                }
            }
            Err(e) if e.error_len().is_none() => {
                collect_letters(fst, fst.node(t.addr), bytes, alphabet, out)
            }
            Err(_) => {}
        }
        bytes.pop();
    }
}

#[cfg(test)]
mod tests {
    use slovo_rules::Language;

    use crate::alphabet::Alphabet;

    /// Node masks have a bit per letter code (codes start at 1): every alphabet must fit.
    #[test]
    fn every_alphabet_fits_a_node_mask() {
        for language in Language::ALL {
            assert!(Alphabet::new(language).len() < 64, "{language}");
        }
    }
}
