//! The shape of an fst's whole graph, checked once at opening.
//!
//! The checksum catches a file cut short or damaged by accident, but anyone can recompute it
//! over bytes they changed (it is a CRC, not a signature), and the fst crate decodes nodes
//! trusting their bytes: a forged file would then panic inside a lookup, or loop forever on
//! an arc pointing forward. So every node reachable from the root is decoded here, once, and
//! the file is refused unless lookups can only meet what was checked: each arc points back
//! towards the start (the graph has no loops), arcs are sorted and found by their own input,
//! no word is longer than [`MAX_WORD_BYTES`], outputs never overflow and the key count in the
//! footer is the number of words. A decoding panic the checks could not foresee (the crate's
//! slicing of a node's bytes) is caught and refused too; the default hook may print it.

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};

use fst::raw::{CompiledAddr, Fst, Node};

/// Longer words than any board holds; a bound on the recursion over a forged graph.
pub(crate) const MAX_WORD_BYTES: usize = 255;

/// The fst crate's address of the empty final node (it has no bytes of its own).
const EMPTY_ADDRESS: CompiledAddr = 0;

/// Nodes with more arcs than this find an input through an index of 256 bytes, which the
/// walk over their arcs does not read (the fst crate's `TRANS_INDEX_THRESHOLD`).
const INDEXED_ARCS: usize = 32;

/// Why the graph was refused, or `Ok` when every lookup stays within what was checked.
pub(crate) fn check_graph<D: AsRef<[u8]>>(fst: &Fst<D>) -> Result<(), String> {
    match catch_unwind(AssertUnwindSafe(|| walk_graph(fst))) {
        Ok(result) => result,
        Err(_) => Err("a node's bytes do not decode".into()),
    }
}

/// What lies below a node: its words, its longest path in bytes, its largest output sum.
#[derive(Clone, Copy)]
struct Below {
    words: u64,
    height: usize,
    max_output: u64,
}

fn walk_graph<D: AsRef<[u8]>>(fst: &Fst<D>) -> Result<(), String> {
    let mut walk = Walk {
        fst,
        size: fst.as_bytes().len(),
        seen: HashMap::new(),
    };
    let root = walk.node(fst.root().addr(), 0)?;
    if root.words != fst.len() as u64 {
        return Err(format!(
            "the footer counts {} words, the graph holds {}",
            fst.len(),
            root.words
        ));
    }
    Ok(())
}

struct Walk<'a, D> {
    fst: &'a Fst<D>,
    size: usize,
    seen: HashMap<CompiledAddr, Below>,
}

impl<D: AsRef<[u8]>> Walk<'_, D> {
    /// `depth`: bytes read from the root to reach `addr`.
    fn node(&mut self, addr: CompiledAddr, depth: usize) -> Result<Below, String> {
        let too_long = || format!("a word longer than {MAX_WORD_BYTES} bytes");
        if let Some(below) = self.seen.get(&addr) {
            return match depth + below.height <= MAX_WORD_BYTES {
                true => Ok(*below),
                false => Err(too_long()),
            };
        }
        if depth > MAX_WORD_BYTES {
            return Err(too_long());
        }
        if addr >= self.size {
            return Err(format!("an arc to byte {addr} of {}", self.size));
        }
        let node = self.fst.node(addr);
        let mut below = Below {
            words: u64::from(node.is_final()),
            height: 0,
            max_output: node.final_output().value(),
        };
        let mut previous: Option<u8> = None;
        for (i, arc) in node.transitions().enumerate() {
            if previous.is_some_and(|p| p >= arc.inp) {
                return Err(format!("arcs out of order at byte {addr}"));
            }
            previous = Some(arc.inp);
            if node.find_input(arc.inp) != Some(i) {
                return Err(format!("an arc its node does not find at byte {addr}"));
            }
            // Children are written before their parents: an arc forward would make a loop.
            if arc.addr != EMPTY_ADDRESS && arc.addr >= addr {
                return Err(format!("an arc forward at byte {addr}"));
            }
            let child = self.node(arc.addr, depth + 1)?;
            let overflow = || format!("outputs overflow below byte {addr}");
            below.words = below.words.checked_add(child.words).ok_or_else(overflow)?;
            below.height = below.height.max(child.height + 1);
            let output = arc.out.value().checked_add(child.max_output);
            below.max_output = below.max_output.max(output.ok_or_else(overflow)?);
        }
        if node.len() > INDEXED_ARCS {
            check_index(&node, addr)?;
        }
        self.seen.insert(addr, below);
        Ok(below)
    }
}

/// Every byte the index finds leads to the arc of that input.
fn check_index(node: &Node<'_>, addr: CompiledAddr) -> Result<(), String> {
    for input in 0..=u8::MAX {
        if let Some(i) = node.find_input(input)
            && (i >= node.len() || node.transition(i).inp != input)
        {
            return Err(format!("a damaged arc index at byte {addr}"));
        }
    }
    Ok(())
}
