//! Leave values: what the tiles kept on the rack after a move are worth, in points, towards
//! the following turns (the "leave" half of equity = score + leave).
//!
//! The model is linear over a few features of the leave, fitted per language by least squares
//! on self-play data (`slovo leaves train`, [`crate::bot::train`]) and shipped as
//! `lexicons/<code>/leaves.json`:
//!
//! - one value per tile kind (letters and the blank), counted per copy;
//! - one value per kind for each copy beyond the first (duplicates);
//! - vowel/consonant balance: v², c², v·c, "no vowel at all", "no consonant at all" (blanks
//!   count as neither).
//!
//! For a language of K tile kinds that is 2K + 5 numbers (a few KB of JSON). Two richer sets
//! add to it: a value per pair of kinds kept together, and (`exact`) a correction per leave
//! seen often enough in training, the mean of what the linear part missed on it shrunk
//! towards 0 ([`EXACT_PRIOR`]). An exhaustive table of every leave (Quackle's "superleaves")
//! needs millions of entries for alphabets of 27 to 47 kinds and far more self-play to fill;
//! corrections only where the data are, over a linear model that generalises to the rest
//! (and to the 9-tile rack's longer leaves), grow with the training. Without a file the
//! [`LeaveFile::default_for`] model (tile points, duplicates, balance) is used.

use std::path::Path;

use serde::{Deserialize, Serialize};
use slovo_rules::{Kind, Language, TileSet};

/// The file name beside a language's lexicon.
pub const LEAVES_FILE: &str = "leaves.json";
/// `format` of the JSON file.
pub const FORMAT: &str = "slovo-leaves-1";

/// Which features a fitted model uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FeatureSet {
    /// One value per tile kind only.
    Tiles,
    /// Tile values, duplicates and vowel/consonant balance.
    Full,
    /// `Full`, and a value for each pair of different kinds kept together: the synergy one
    /// value per tile cannot show (Q with U, E with R, two awkward consonants).
    Pairs,
    /// `Pairs`, and a correction for each leave seen at least [`EXACT_MIN_SEEN`] times in
    /// training (the triples and more that pairs cannot price: ERS, the blank with S).
    Exact,
}

/// Training samples a leave needs before it gets a correction of its own.
pub const EXACT_MIN_SEEN: usize = 20;
/// A correction is the sum of the residuals over (samples + this): the mean for a leave seen
/// often, shrunk towards 0 for one seen rarely (a sample's residual spreads ~20 points, so a
/// few dozen are needed to tell a point).
pub const EXACT_PRIOR: f64 = 50.0;

impl FeatureSet {
    pub const ALL: [FeatureSet; 4] = [
        FeatureSet::Tiles,
        FeatureSet::Full,
        FeatureSet::Pairs,
        FeatureSet::Exact,
    ];

    /// The name the command line and the file use.
    pub fn name(self) -> &'static str {
        match self {
            FeatureSet::Tiles => "tiles",
            FeatureSet::Full => "full",
            FeatureSet::Pairs => "pairs",
            FeatureSet::Exact => "exact",
        }
    }

    pub fn from_name(name: &str) -> Option<FeatureSet> {
        FeatureSet::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// Vowel/consonant balance terms.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Balance {
    pub vowels_sq: f32,
    pub consonants_sq: f32,
    pub vowels_x_consonants: f32,
    pub no_vowel: f32,
    pub no_consonant: f32,
}

/// How a model was made (recorded in the file).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Training {
    pub command: String,
    pub games: u32,
    pub seed: u64,
    pub iterations: u32,
    pub samples: usize,
    pub features: Option<FeatureSet>,
    /// The target each sample was fitted to.
    pub target: String,
    /// Root-mean-square error of the fit, and of the mean alone, on the last iteration's data.
    pub rms: f64,
    pub rms_mean: f64,
    pub note: String,
}

/// The JSON file: values keyed by tile face (`?` for the blank), so one file serves every tile
/// set of the language (Slovak's 100 and 110).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LeaveFile {
    pub format: String,
    pub language: Language,
    pub model: String,
    /// Faces counted as vowels.
    pub vowels: Vec<String>,
    /// Value of each copy of a tile kept.
    pub tiles: std::collections::BTreeMap<String, f32>,
    /// Value of each copy beyond the first (added to `tiles`).
    pub duplicates: std::collections::BTreeMap<String, f32>,
    pub balance: Balance,
    /// Value of keeping both kinds of a pair (`Pairs` models only), keyed `A+B` with the
    /// faces in the tile set's order.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub pairs: std::collections::BTreeMap<String, f32>,
    /// Correction of single leaves (`Exact` models only), keyed by the leave's faces in the
    /// tile set's order joined by `+` (`E+R+S`, `?+S`).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub exact: std::collections::BTreeMap<String, f32>,
    pub training: Option<Training>,
}

#[derive(Debug, thiserror::Error)]
pub enum LeaveError {
    #[error("{path}: {source}")]
    Io {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {source}")]
    Json {
        path: std::path::PathBuf,
        source: serde_json::Error,
    },
    #[error("{path}: not a leave file of {expected} (format {format:?}, language {found})")]
    Mismatch {
        path: std::path::PathBuf,
        expected: Language,
        found: Language,
        format: String,
    },
}

/// Vowels of each language, as lower-case faces.
pub fn vowel_faces(language: Language) -> &'static [&'static str] {
    match language {
        Language::English => &["a", "e", "i", "o", "u"],
        Language::Slovak => &[
            "a", "á", "ä", "e", "é", "i", "í", "o", "ó", "ô", "u", "ú", "y", "ý",
        ],
        Language::Czech => &[
            "a", "á", "e", "é", "ě", "i", "í", "o", "ó", "u", "ú", "ů", "y", "ý",
        ],
        Language::Croatian => &["a", "e", "i", "o", "u"],
        Language::Danish => &["a", "e", "i", "o", "u", "y", "æ", "ø", "å"],
        Language::Bulgarian => &["а", "е", "и", "о", "у", "ъ", "ю", "я"],
    }
}

fn face_key(tiles: &TileSet, index: usize) -> String {
    match tiles.kind_at(index) {
        Kind::Blank => "?".to_string(),
        Kind::Letter(l) => tiles.face(l).to_string(),
    }
}

fn pair_key(tiles: &TileSet, i: usize, j: usize) -> String {
    format!("{}+{}", face_key(tiles, i), face_key(tiles, j))
}

/// The key of a leave in [`LeaveFile::exact`]: its faces in kind order joined by `+`.
fn exact_file_key(tiles: &TileSet, counts: &[u8]) -> String {
    let mut faces = Vec::new();
    for (i, &n) in counts.iter().enumerate() {
        faces.extend(std::iter::repeat_n(face_key(tiles, i), n as usize));
    }
    faces.join("+")
}

/// Tiles a leave may have for a correction: a 6-bit kind index per tile fills 60 bits.
const EXACT_MAX_TILES: u32 = 10;

/// The key of a leave in [`LeaveModel`]'s corrections, built a kind at a time (increasing):
/// each tile's kind index + 1 in 6 bits, so every leave of up to [`EXACT_MAX_TILES`] tiles
/// has its own.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct ExactKey {
    bits: u64,
    tiles: u32,
}

impl ExactKey {
    #[inline]
    fn add(&mut self, kind: usize, n: u8) {
        for _ in 0..n {
            self.bits = self.bits << 6 | (kind as u64 + 1);
        }
        self.tiles += n as u32;
    }

    fn of(counts: &[u8]) -> ExactKey {
        let mut key = ExactKey::default();
        for (i, &n) in counts.iter().enumerate() {
            key.add(i, n);
        }
        key
    }

    fn fits(self) -> bool {
        self.tiles <= EXACT_MAX_TILES
    }
}

/// The pairs `(i, j)`, `i < j`, of `k` kinds, in the order of the pair features.
fn pairs(k: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..k).flat_map(move |i| (i + 1..k).map(move |j| (i, j)))
}

impl LeaveFile {
    /// The model used when no file is shipped: tiles worth less the more points they carry,
    /// the blank worth 20, duplicates -3 each, and a penalty for unbalanced vowels.
    pub fn default_for(language: Language) -> LeaveFile {
        let tiles = language.default_tile_set().tiles();
        let mut values = std::collections::BTreeMap::new();
        let mut dups = std::collections::BTreeMap::new();
        for i in 0..tiles.letters().len() + 1 {
            let kind = tiles.kind_at(i);
            let v = match kind {
                Kind::Blank => 20.0,
                k => 1.5 - 0.6 * (tiles.points(k) as f32 - 1.0),
            };
            values.insert(face_key(tiles, i), v);
            dups.insert(face_key(tiles, i), -3.0);
        }
        LeaveFile {
            format: FORMAT.to_string(),
            language,
            model: "linear".to_string(),
            vowels: vowel_faces(language)
                .iter()
                .map(|v| v.to_uppercase())
                .collect(),
            tiles: values,
            duplicates: dups,
            balance: Balance {
                vowels_sq: -0.8,
                consonants_sq: -0.8,
                vowels_x_consonants: 1.6,
                no_vowel: -2.0,
                no_consonant: -2.0,
            },
            pairs: std::collections::BTreeMap::new(),
            exact: std::collections::BTreeMap::new(),
            training: None,
        }
    }

    /// Read `dir/<code>/leaves.json`; `Ok(None)` when there is none.
    pub fn load(dir: &Path, language: Language) -> Result<Option<LeaveFile>, LeaveError> {
        let path = dir.join(language.code()).join(LEAVES_FILE);
        if !path.exists() {
            return Ok(None);
        }
        LeaveFile::read(&path, language).map(Some)
    }

    pub fn read(path: &Path, language: Language) -> Result<LeaveFile, LeaveError> {
        let text = std::fs::read_to_string(path).map_err(|source| LeaveError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let file: LeaveFile = serde_json::from_str(&text).map_err(|source| LeaveError::Json {
            path: path.to_path_buf(),
            source,
        })?;
        if file.language != language || file.format != FORMAT {
            return Err(LeaveError::Mismatch {
                path: path.to_path_buf(),
                expected: language,
                found: file.language,
                format: file.format,
            });
        }
        Ok(file)
    }

    /// Pretty JSON with values rounded to hundredths.
    pub fn to_json(&self) -> String {
        let mut file = self.clone();
        let round = |x: &mut f32| *x = (*x * 100.0).round() / 100.0;
        file.tiles.values_mut().for_each(round);
        file.duplicates.values_mut().for_each(round);
        file.pairs.values_mut().for_each(round);
        file.exact.values_mut().for_each(round);
        let b = &mut file.balance;
        for x in [
            &mut b.vowels_sq,
            &mut b.consonants_sq,
            &mut b.vowels_x_consonants,
            &mut b.no_vowel,
            &mut b.no_consonant,
        ] {
            round(x);
        }
        if let Some(t) = &mut file.training {
            t.rms = (t.rms * 1000.0).round() / 1000.0;
            t.rms_mean = (t.rms_mean * 1000.0).round() / 1000.0;
        }
        let mut s = serde_json::to_string_pretty(&file).expect("serialisable");
        s.push('\n');
        s
    }

    /// The model for one tile set (faces the file lacks are worth 0).
    pub fn model(&self, tiles: &TileSet) -> LeaveModel {
        let k = tiles.letters().len() + 1;
        let mut model = LeaveModel {
            tile: vec![0.0; k],
            dup: vec![0.0; k],
            class: vec![Class::Consonant; k],
            balance: self.balance,
            pair: Vec::new(),
            exact: std::collections::HashMap::new(),
        };
        for i in 0..k {
            let key = face_key(tiles, i);
            model.tile[i] = self.tiles.get(&key).copied().unwrap_or(0.0);
            model.dup[i] = self.duplicates.get(&key).copied().unwrap_or(0.0);
            model.class[i] = if i == k - 1 {
                Class::Blank
            } else if self.vowels.contains(&key) {
                Class::Vowel
            } else {
                Class::Consonant
            };
        }
        if !self.pairs.is_empty() {
            model.pair = vec![0.0; k * k];
            for (i, j) in pairs(k) {
                model.pair[i * k + j] = self
                    .pairs
                    .get(&pair_key(tiles, i, j))
                    .copied()
                    .unwrap_or(0.0);
            }
        }
        if !self.exact.is_empty() {
            let index: std::collections::HashMap<String, usize> =
                (0..k).map(|i| (face_key(tiles, i), i)).collect();
            for (leave, &v) in &self.exact {
                let mut counts = vec![0u8; k];
                // A face this tile set lacks: the leave cannot occur with it.
                let known = leave.split('+').all(|f| match index.get(f) {
                    Some(&i) => {
                        counts[i] += 1;
                        true
                    }
                    None => false,
                });
                let key = ExactKey::of(&counts);
                if known && key.fits() {
                    model.exact.insert(key.bits, v);
                }
            }
        }
        model
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Vowel,
    Consonant,
    Blank,
}

/// A leave model for one tile set, indexed like [`TileSet::kind_index`].
#[derive(Debug, Clone, PartialEq)]
pub struct LeaveModel {
    tile: Vec<f32>,
    dup: Vec<f32>,
    class: Vec<Class>,
    balance: Balance,
    /// `pair[i * kinds + j]`, `i < j`: the value of keeping kinds i and j together; empty
    /// for a model without pairs.
    pair: Vec<f32>,
    /// Corrections of single leaves by [`ExactKey`] bits; empty but for `Exact` models.
    exact: std::collections::HashMap<u64, f32>,
}

impl LeaveModel {
    /// Number of tile kinds (letters + blank).
    pub fn kinds(&self) -> usize {
        self.tile.len()
    }

    /// The value of a leave given as counts per kind index.
    pub fn value(&self, counts: &[u8]) -> f32 {
        self.value_over(0..counts.len(), counts)
    }

    /// [`value`](Self::value) when only the kind indices `kinds` (increasing) may be nonzero
    /// in `counts`: the same sums in the same order, without visiting the other kinds.
    #[inline]
    pub fn value_over(&self, kinds: impl IntoIterator<Item = usize>, counts: &[u8]) -> f32 {
        let (mut v, mut c, mut sum) = (0i32, 0i32, 0.0f32);
        // The kinds kept so far, for the pairs (a leave has at most a rack's tiles).
        let (mut kept, mut m) = ([0usize; 16], 0);
        let k = self.tile.len();
        // The key of the leave, built only for a model with corrections (this is the bots'
        // hot path).
        let exact = !self.exact.is_empty();
        let mut key = ExactKey::default();
        for i in kinds {
            let n = counts[i];
            if n == 0 {
                continue;
            }
            if exact {
                key.add(i, n);
            }
            if !self.pair.is_empty() && m < kept.len() {
                sum += kept[..m].iter().map(|&h| self.pair[h * k + i]).sum::<f32>();
                kept[m] = i;
                m += 1;
            }
            sum += self.tile[i] * n as f32 + self.dup[i] * (n - 1) as f32;
            match self.class[i] {
                Class::Vowel => v += n as i32,
                Class::Consonant => c += n as i32,
                Class::Blank => {}
            }
        }
        let b = &self.balance;
        let (vf, cf) = (v as f32, c as f32);
        sum += b.vowels_sq * vf * vf + b.consonants_sq * cf * cf + b.vowels_x_consonants * vf * cf;
        if v == 0 && c > 0 {
            sum += b.no_vowel;
        }
        if c == 0 && v > 0 {
            sum += b.no_consonant;
        }
        if exact && key.fits() {
            sum += self.exact.get(&key.bits).copied().unwrap_or(0.0);
        }
        sum
    }

    /// The value of a leave given as tiles.
    pub fn value_of(&self, leave: &[Kind], tiles: &TileSet) -> f32 {
        let mut counts = vec![0u8; self.kinds()];
        for &k in leave {
            counts[tiles.kind_index(k)] += 1;
        }
        self.value(&counts)
    }
}

/// One training example: a leave (counts per kind) and what followed it.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    pub counts: Vec<u8>,
    pub target: f32,
}

/// Feature vector of a leave (without the intercept).
fn features(counts: &[u8], class: &[Class], set: FeatureSet, out: &mut Vec<f64>) {
    out.clear();
    let k = counts.len();
    out.extend(counts.iter().map(|&n| n as f64));
    if set == FeatureSet::Tiles {
        return;
    }
    out.extend(counts.iter().map(|&n| n.saturating_sub(1) as f64));
    let (mut v, mut c) = (0.0, 0.0);
    for i in 0..k {
        match class[i] {
            Class::Vowel => v += counts[i] as f64,
            Class::Consonant => c += counts[i] as f64,
            Class::Blank => {}
        }
    }
    out.push(v * v);
    out.push(c * c);
    out.push(v * c);
    out.push(if v == 0.0 && c > 0.0 { 1.0 } else { 0.0 });
    out.push(if c == 0.0 && v > 0.0 { 1.0 } else { 0.0 });
    if matches!(set, FeatureSet::Pairs | FeatureSet::Exact) {
        out.extend(pairs(k).map(|(i, j)| (counts[i] > 0 && counts[j] > 0) as u8 as f64));
    }
}

/// Fit a model to samples by ridge-regularised least squares (with an intercept, which is
/// dropped: the empty leave is worth 0). Returns the file and (rms of the fit, rms of the
/// mean alone).
pub fn fit(
    language: Language,
    tiles: &TileSet,
    samples: &[Sample],
    set: FeatureSet,
    ridge: f64,
) -> (LeaveFile, f64, f64) {
    let template = LeaveFile::default_for(language);
    let class = template.model(tiles).class;
    let mut x = Vec::new();
    features(&vec![0; class.len()], &class, set, &mut x);
    let p = x.len() + 1;
    let mut ata = vec![0.0f64; p * p];
    let mut atb = vec![0.0f64; p];
    for s in samples {
        features(&s.counts, &class, set, &mut x);
        x.push(1.0);
        let y = s.target as f64;
        for i in 0..p {
            if x[i] == 0.0 {
                continue;
            }
            atb[i] += x[i] * y;
            for j in 0..p {
                ata[i * p + j] += x[i] * x[j];
            }
        }
    }
    for i in 0..p - 1 {
        ata[i * p + i] += ridge;
    }
    let w = solve(ata, atb, p);
    let mean = samples.iter().map(|s| s.target as f64).sum::<f64>() / samples.len().max(1) as f64;
    // Each sample's linear prediction, and its leave's key when corrections are fitted.
    let linear: Vec<(f64, Option<u64>)> = samples
        .iter()
        .map(|s| {
            features(&s.counts, &class, set, &mut x);
            x.push(1.0);
            let key = ExactKey::of(&s.counts);
            let key = (set == FeatureSet::Exact && key.fits()).then_some(key.bits);
            (x.iter().zip(&w).map(|(a, b)| a * b).sum(), key)
        })
        .collect();
    // Per leave: what the linear part missed, summed, and how often it was seen.
    let mut missed: std::collections::HashMap<u64, (f64, usize, &[u8])> =
        std::collections::HashMap::new();
    for (s, &(pred, key)) in samples.iter().zip(&linear) {
        if let Some(key) = key {
            let e = missed.entry(key).or_insert((0.0, 0, &s.counts));
            e.0 += s.target as f64 - pred;
            e.1 += 1;
        }
    }
    missed.retain(|_, (_, seen, _)| *seen >= EXACT_MIN_SEEN);
    let correction = |key: u64| match missed.get(&key) {
        Some((sum, seen, _)) => sum / (*seen as f64 + EXACT_PRIOR),
        None => 0.0,
    };
    let (mut se, mut se_mean) = (0.0, 0.0);
    for (s, &(pred, key)) in samples.iter().zip(&linear) {
        let pred = pred + key.map_or(0.0, correction);
        se += (pred - s.target as f64).powi(2);
        se_mean += (mean - s.target as f64).powi(2);
    }
    let n = samples.len().max(1) as f64;
    let k = class.len();
    let mut file = template;
    for (&key, (_, _, counts)) in &missed {
        file.exact
            .insert(exact_file_key(tiles, counts), correction(key) as f32);
    }
    for i in 0..k {
        let key = face_key(tiles, i);
        file.tiles.insert(key.clone(), w[i] as f32);
        let dup = if set == FeatureSet::Tiles {
            0.0
        } else {
            w[k + i]
        };
        file.duplicates.insert(key, dup as f32);
    }
    if matches!(set, FeatureSet::Pairs | FeatureSet::Exact) {
        for (n, (i, j)) in pairs(k).enumerate() {
            file.pairs
                .insert(pair_key(tiles, i, j), w[2 * k + 5 + n] as f32);
        }
    }
    file.balance = if set != FeatureSet::Tiles {
        Balance {
            vowels_sq: w[2 * k] as f32,
            consonants_sq: w[2 * k + 1] as f32,
            vowels_x_consonants: w[2 * k + 2] as f32,
            no_vowel: w[2 * k + 3] as f32,
            no_consonant: w[2 * k + 4] as f32,
        }
    } else {
        Balance::default()
    };
    (file, (se / n).sqrt(), (se_mean / n).sqrt())
}

/// Solve the symmetric positive definite system `a x = b` (Gaussian elimination with partial
/// pivoting; p is about a hundred).
fn solve(mut a: Vec<f64>, mut b: Vec<f64>, p: usize) -> Vec<f64> {
    for col in 0..p {
        let pivot = (col..p)
            .max_by(|&i, &j| a[i * p + col].abs().total_cmp(&a[j * p + col].abs()))
            .unwrap();
        if a[pivot * p + col].abs() < 1e-12 {
            continue;
        }
        if pivot != col {
            for j in 0..p {
                a.swap(col * p + j, pivot * p + j);
            }
            b.swap(col, pivot);
        }
        for i in col + 1..p {
            let f = a[i * p + col] / a[col * p + col];
            if f == 0.0 {
                continue;
            }
            for j in col..p {
                a[i * p + j] -= f * a[col * p + j];
            }
            b[i] -= f * b[col];
        }
    }
    let mut x = vec![0.0; p];
    for i in (0..p).rev() {
        if a[i * p + i].abs() < 1e-12 {
            continue;
        }
        let s: f64 = (i + 1..p).map(|j| a[i * p + j] * x[j]).sum();
        x[i] = (b[i] - s) / a[i * p + i];
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use slovo_rules::TileSetId;

    #[test]
    fn default_model_values() {
        let tiles = TileSetId::English.tiles();
        let m = LeaveFile::default_for(Language::English).model(tiles);
        let rack = |s: &str| tiles.parse_rack(s).unwrap();
        assert_eq!(m.value_of(&[], tiles), 0.0);
        assert!(m.value_of(&rack("?"), tiles) > m.value_of(&rack("E"), tiles));
        assert!(m.value_of(&rack("ER"), tiles) > m.value_of(&rack("QV"), tiles));
        assert!(m.value_of(&rack("EE"), tiles) < 2.0 * m.value_of(&rack("E"), tiles));
    }

    /// Leaves of 0 to 5 tiles from a fixed generator (a fixed size would confound the tiles
    /// and the intercept).
    fn random_leaves(k: usize, n: usize) -> Vec<Vec<u8>> {
        let mut x: u64 = 1;
        let mut next = move || {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            x
        };
        (0..n)
            .map(|_| {
                let mut counts = vec![0u8; k];
                for _ in 0..(next() >> 40) % 6 {
                    counts[(next() >> 33) as usize % k] += 1;
                }
                counts
            })
            .collect()
    }

    #[test]
    fn pairs_recover_a_synergy_and_price_it_in_the_model() {
        let tiles = TileSetId::English.tiles();
        let k = tiles.letters().len() + 1;
        let (q, u) = (16, 20); // Q and U, in kind order
        assert_eq!(face_key(tiles, q), "Q");
        assert_eq!(face_key(tiles, u), "U");
        // A "true" model: Q is worth -8, U 1, and Q with U 6 more.
        let samples: Vec<Sample> = random_leaves(k, 20000)
            .into_iter()
            .map(|counts| {
                let both = counts[q] > 0 && counts[u] > 0;
                let target =
                    30.0 - 8.0 * counts[q] as f32 + counts[u] as f32 + if both { 6.0 } else { 0.0 };
                Sample { counts, target }
            })
            .collect();
        let (file, rms, _) = fit(Language::English, tiles, &samples, FeatureSet::Pairs, 1e-6);
        assert!(rms < 1e-3, "{rms}");
        assert!(
            (file.pairs["Q+U"] - 6.0).abs() < 1e-2,
            "{}",
            file.pairs["Q+U"]
        );
        assert!(file.pairs["A+B"].abs() < 1e-2);
        let back: LeaveFile = serde_json::from_str(&file.to_json()).unwrap();
        let m = back.model(tiles);
        let rack = |s: &str| tiles.parse_rack(s).unwrap();
        let qu = m.value_of(&rack("QU"), tiles);
        let q_plus_u = m.value_of(&rack("Q"), tiles) + m.value_of(&rack("U"), tiles);
        assert!((qu - q_plus_u - 6.0).abs() < 0.05, "{qu} {q_plus_u}");
        // A file without pairs reads as before: no pair terms.
        let (full, _, _) = fit(Language::English, tiles, &samples, FeatureSet::Full, 1e-6);
        assert!(full.pairs.is_empty() && !full.to_json().contains("pairs"));
    }

    #[test]
    fn exact_corrections_price_a_leave_the_linear_part_cannot() {
        let tiles = TileSetId::English.tiles();
        let k = tiles.letters().len() + 1;
        let rack = |s: &str| tiles.parse_rack(s).unwrap();
        let counts_of = |s: &str| {
            let mut c = vec![0u8; k];
            for kind in rack(s) {
                c[tiles.kind_index(kind)] += 1;
            }
            c
        };
        // "True" values: every tile 1, and ERS kept together 12 more. Random leaves pin the
        // linear part; ERS, ER, ES and RS come often. Pairs cannot price the triple alone:
        // ER, ES and RS each take a share of it and are overpriced where they come without
        // the third; a correction per leave puts the synergy where it belongs.
        let ers = counts_of("ERS");
        let samples: Vec<Sample> = random_leaves(k, 24000)
            .into_iter()
            .enumerate()
            .map(|(i, random)| {
                let counts = match i % 6 {
                    0 => counts_of("ERS"),
                    1 => counts_of("ER"),
                    2 => counts_of("ES"),
                    3 => counts_of("RS"),
                    _ => random,
                };
                let tiles: u8 = counts.iter().sum();
                let bonus = if counts == ers { 12.0 } else { 0.0 };
                Sample {
                    target: 30.0 + tiles as f32 + bonus,
                    counts,
                }
            })
            .collect();
        let (pairs, pairs_rms, _) =
            fit(Language::English, tiles, &samples, FeatureSet::Pairs, 1e-6);
        let (exact, exact_rms, _) =
            fit(Language::English, tiles, &samples, FeatureSet::Exact, 1e-6);
        assert!(exact_rms < pairs_rms, "{exact_rms} {pairs_rms}");
        // Read back, the model prices ERS and its parts nearly right (each correction shrunk
        // by seen / (seen + EXACT_PRIOR)), closer than pairs alone, which spread the synergy.
        let back: LeaveFile = serde_json::from_str(&exact.to_json()).unwrap();
        let (with_exact, pairs_only) = (back.model(tiles), pairs.model(tiles));
        let value = |m: &LeaveModel, leave: &str| m.value_of(&rack(leave), tiles);
        let truth = [("ERS", 15.0), ("ER", 2.0), ("ES", 2.0), ("RS", 2.0)];
        let error =
            |m: &LeaveModel| -> f32 { truth.iter().map(|&(l, t)| (value(m, l) - t).abs()).sum() };
        assert!((value(&with_exact, "ERS") - 15.0).abs() < 0.5);
        assert!((value(&with_exact, "ER") - 2.0).abs() < 0.5);
        assert!(error(&with_exact) < error(&pairs_only) / 2.0);
        // A leave seen too rarely keeps its linear value; a key with a face the tile set
        // lacks is ignored.
        assert!(!back.exact.contains_key("Q+U"));
        let mut odd = back.clone();
        odd.exact.insert("Ž".to_string(), 99.0);
        assert_eq!(value(&odd.model(tiles), "ZZ"), value(&with_exact, "ZZ"));
    }

    #[test]
    fn fit_recovers_a_linear_model() {
        let tiles = TileSetId::English.tiles();
        let k = tiles.letters().len() + 1;
        // A "true" model: the blank is worth 20, A 2, every other kind 0; intercept 30.
        let samples: Vec<Sample> = random_leaves(k, 4000)
            .into_iter()
            .map(|counts| {
                let target = 30.0 + 20.0 * counts[k - 1] as f32 + 2.0 * counts[0] as f32;
                Sample { counts, target }
            })
            .collect();
        let (file, rms, rms_mean) =
            fit(Language::English, tiles, &samples, FeatureSet::Tiles, 1e-6);
        assert!(rms < 1e-3 && rms_mean > 1.0, "{rms} {rms_mean}");
        assert!((file.tiles["?"] - 20.0).abs() < 1e-2);
        assert!((file.tiles["A"] - 2.0).abs() < 1e-2);
        let json = file.to_json();
        let back: LeaveFile = serde_json::from_str(&json).unwrap();
        assert_eq!(back.tiles["?"], 20.0);
    }
}
