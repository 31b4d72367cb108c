//! The site's one import rule (docs/architecture.md), read from the code itself:
//!
//! ```text
//! http → app → tournaments → play → players
//!              study → play, players
//!              engines, training, designs
//! every domain → site, and the base: wire, config, metrics (and rukh-store, the lower crates)
//! ```
//!
//! A module may name only its own layer and the layers the rule puts below it; the domains
//! (`players`, `play`, `study`, `tournaments`, `engines`, `site`) never name the HTTP edge (`axum`,
//! `maud`, cookies, `StatusCode`, `ApiError`, `crate::http`) nor `crate::app`; and no modules
//! import each other in a loop. Each path a module names is followed to the module that defines
//! the name (through `pub use`), so a folder's `mod.rs` re-exporting its files makes no loop.
//! Test modules (`#[cfg(test)]`) are left out: a test may build the whole application.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// The layers a module of each layer may name (besides its own).
fn allowed(layer: &str) -> Option<&'static [&'static str]> {
    Some(match layer {
        "http" => return None,
        "app" => &[
            "tournaments",
            "play",
            "players",
            "study",
            "training",
            "engines",
            "designs",
            "site",
            "wire",
            "config",
            "metrics",
        ],
        "tournaments" => &["play", "players", "site", "wire", "config", "metrics"],
        "study" => &["play", "players", "site", "wire", "config", "metrics"],
        "play" => &["players", "site", "wire", "config", "metrics"],
        "players" | "engines" | "training" | "designs" => &["site", "wire", "config", "metrics"],
        "site" => &["wire", "config", "metrics"],
        "wire" | "config" | "metrics" => &["wire", "config", "metrics"],
        _ => &[],
    })
}

const DOMAINS: [&str; 8] = [
    "players",
    "designs",
    "play",
    "study",
    "tournaments",
    "engines",
    "training",
    "site",
];

/// Names a domain module may not use: the HTTP edge's.
const EDGE_NAMES: [&str; 7] = [
    "axum",
    "axum_extra",
    "maud",
    "cookie",
    "StatusCode",
    "ApiError",
    "tower_http",
];

struct Module {
    /// `["play", "actor"]`; `[]` for lib.rs.
    path: Vec<String>,
    file: PathBuf,
    ast: syn::File,
}

fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    match last.as_str() {
        "lib.rs" | "mod.rs" => {}
        other => parts.push(other.trim_end_matches(".rs").to_owned()),
    }
    parts
}

fn load(src: &Path) -> Vec<Module> {
    let mut out = Vec::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder") {
            let p = entry.expect("an entry").path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&p).expect("a source file");
                let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
                out.push(Module {
                    path: module_path(src, &p),
                    file: p,
                    ast,
                });
            }
        }
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Meta>()
                .is_ok_and(|m| m.path().is_ident("test"))
    })
}

/// How a module names a path.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Naming {
    /// `use path;` (`pub`: a re-export, which is no import of its own).
    Use { public: bool },
    /// A path in code or a type.
    Code,
}

/// What a module names: paths (as written), and how.
#[derive(Default)]
struct Named {
    paths: Vec<(Vec<String>, Naming)>,
    /// The names `use` brings in, and the paths they stand for.
    aliases: BTreeMap<String, Vec<String>>,
    /// Names defined here (items), for following re-exports.
    defined: BTreeSet<String>,
    /// `pub use` re-exports: the name and the path it stands for.
    reexports: BTreeMap<String, Vec<String>>,
    /// `pub use path::*;`: the modules whose names this one passes on.
    globs: Vec<Vec<String>>,
}

fn flatten(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            flatten(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let mut full = prefix.clone();
            let name = n.ident.to_string();
            if name != "self" {
                full.push(name.clone());
            }
            let shown = full.last().cloned().unwrap_or_default();
            out.push((full, shown));
        }
        syn::UseTree::Rename(r) => {
            let mut full = prefix.clone();
            full.push(r.ident.to_string());
            out.push((full, r.rename.to_string()));
        }
        syn::UseTree::Glob(_) => out.push((prefix.clone(), "*".into())),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                flatten(t, prefix, out);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Named {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Mod(m) => &m.attrs,
            syn::Item::Fn(f) => &f.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Use(u) => &u.attrs,
            _ => &[],
        };
        if is_test(attrs) {
            return;
        }
        let defined = match item {
            syn::Item::Struct(i) => Some(&i.ident),
            syn::Item::Enum(i) => Some(&i.ident),
            syn::Item::Fn(i) => Some(&i.sig.ident),
            syn::Item::Const(i) => Some(&i.ident),
            syn::Item::Static(i) => Some(&i.ident),
            syn::Item::Type(i) => Some(&i.ident),
            syn::Item::Trait(i) => Some(&i.ident),
            syn::Item::Mod(i) => Some(&i.ident),
            syn::Item::Macro(i) => i.ident.as_ref(),
            _ => None,
        };
        if let Some(name) = defined {
            self.defined.insert(name.to_string());
        }
        if let syn::Item::Use(u) = item {
            let public = matches!(
                u.vis,
                syn::Visibility::Public(_) | syn::Visibility::Restricted(_)
            );
            let mut flat = Vec::new();
            flatten(&u.tree, &mut Vec::new(), &mut flat);
            for (path, shown) in flat {
                if public && shown == "*" {
                    self.globs.push(path.clone());
                } else if public {
                    self.reexports.insert(shown.clone(), path.clone());
                }
                if shown != "*" {
                    self.aliases.insert(shown, path.clone());
                }
                self.paths.push((path, Naming::Use { public }));
            }
            return;
        }
        syn::visit::visit_item(self, item);
    }

    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {
        // `pub(super)`, `pub(crate)`: no import.
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.paths.push((
            p.segments.iter().map(|s| s.ident.to_string()).collect(),
            Naming::Code,
        ));
        syn::visit::visit_path(self, p);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        // `html! { ... }` names maud by its macro; its body is not Rust to walk.
        self.paths.push((
            m.path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect(),
            Naming::Code,
        ));
    }
}

struct Crate {
    modules: Vec<Module>,
    named: Vec<Named>,
    by_path: HashMap<Vec<String>, usize>,
}

impl Crate {
    fn new(src: &Path) -> Crate {
        let modules = load(src);
        let named = modules
            .iter()
            .map(|m| {
                let mut n = Named::default();
                for item in &m.ast.items {
                    n.visit_item(item);
                }
                n
            })
            .collect();
        let by_path = modules
            .iter()
            .enumerate()
            .map(|(i, m)| (m.path.clone(), i))
            .collect();
        Crate {
            modules,
            named,
            by_path,
        }
    }

    /// The absolute path a path written in module `at` stands for, if it is in this crate;
    /// a path that starts with a name `at`'s `use` brought in is read through it.
    fn absolute(&self, at: &[String], written: &[String]) -> Option<Vec<String>> {
        let first = written.first()?;
        if !matches!(first.as_str(), "crate" | "self" | "super")
            && written.len() > 1
            && let Some(&i) = self.by_path.get(at)
            && let Some(target) = self.named[i].aliases.get(first)
            && target
                .first()
                .is_some_and(|s| matches!(s.as_str(), "crate" | "self" | "super"))
        {
            let mut full = target.clone();
            full.extend(written[1..].iter().cloned());
            return self.absolute(at, &full);
        }
        let mut base: Vec<String> = match first.as_str() {
            "crate" => Vec::new(),
            "self" => at.to_vec(),
            "super" => {
                let mut p = at.to_vec();
                p.pop();
                p
            }
            _ => {
                // A child module of this one, named without `self::`.
                let mut child = at.to_vec();
                child.push(first.clone());
                if self.by_path.contains_key(&child) {
                    let mut p = at.to_vec();
                    p.extend(written.iter().cloned());
                    return Some(p);
                }
                return None;
            }
        };
        let mut rest = &written[1..];
        while rest.first().is_some_and(|s| s == "super") {
            base.pop();
            rest = &rest[1..];
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The module whose file holds what `path` (absolute) names, following re-exports.
    fn defining(&self, path: &[String], depth: usize) -> Option<usize> {
        let m = (0..=path.len())
            .rev()
            .find_map(|k| self.by_path.get(&path[..k]).map(|&i| (i, k)))?;
        let Some(name) = path.get(m.1) else {
            return Some(m.0);
        };
        if depth >= 8 || self.named[m.0].defined.contains(name) {
            return Some(m.0);
        }
        let here = &self.modules[m.0].path;
        if let Some(target) = self.named[m.0].reexports.get(name)
            && let Some(abs) = self.absolute(here, target)
            && let Some(i) = self.defining(&abs, depth + 1)
        {
            return Some(i);
        }
        // A name passed on by `pub use module::*`: where that module has it.
        for glob in &self.named[m.0].globs {
            if let Some(base) = self.absolute(here, glob)
                && let Some(&g) = self.by_path.get(&base)
                && (self.named[g].defined.contains(name)
                    || self.named[g].reexports.contains_key(name))
            {
                let mut abs = base.clone();
                abs.push(name.clone());
                return self.defining(&abs, depth + 1);
            }
        }
        Some(m.0)
    }

    fn layer(&self, i: usize) -> &str {
        self.modules[i].path.first().map_or("lib", String::as_str)
    }

    /// Every breach of the rule, as a sentence naming the file.
    fn breaches(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut edges: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
        // The first path that made each arrow, to say why.
        let mut why: BTreeMap<(usize, usize), String> = BTreeMap::new();
        for (i, m) in self.modules.iter().enumerate() {
            let layer = self.layer(i).to_owned();
            let file = m.file.display();
            for (written, naming) in &self.named[i].paths {
                if DOMAINS.contains(&layer.as_str())
                    && let Some(bad) = written.iter().find(|s| EDGE_NAMES.contains(&s.as_str()))
                {
                    out.push(format!("{file}: a domain names the HTTP edge's `{bad}`"));
                }
                let Some(abs) = self.absolute(&m.path, written) else {
                    continue;
                };
                let Some(target) = self.defining(&abs, 0) else {
                    continue;
                };
                // The layer of the module that defines what is named (a name the crate's root
                // re-exports counts where it is defined).
                let named_layer = self.layer(target).to_owned();
                if named_layer == "lib" {
                    continue;
                }
                if layer != "lib"
                    && named_layer != layer
                    && let Some(ok) = allowed(&layer)
                    && !ok.contains(&named_layer.as_str())
                {
                    out.push(format!(
                        "{file}: `{layer}` may not name `crate::{}` (the rule: docs/architecture.md)",
                        abs.join("::")
                    ));
                }
                // `use crate::a::b;` of a module names nothing yet: what is then named through
                // it (`b::f`) is the import.
                let names_module = self.by_path.contains_key(&abs);
                let counts = match naming {
                    Naming::Use { public: true } => false,
                    Naming::Use { public: false } => !names_module,
                    Naming::Code => true,
                };
                if counts && target != i && layer != "lib" {
                    edges.entry(i).or_default().insert(target);
                    why.entry((i, target)).or_insert_with(|| written.join("::"));
                }
            }
        }
        let short = |i: usize| {
            let p = &self.modules[i].path;
            if p.is_empty() {
                "crate".to_owned()
            } else {
                p.join("::")
            }
        };
        for circle in circles(self.modules.len(), &edges) {
            // Each module of the loop with the modules of the loop it names.
            let arrows: Vec<String> = circle
                .iter()
                .map(|&i| {
                    let to: Vec<String> = edges[&i]
                        .iter()
                        .filter(|t| circle.contains(t))
                        .map(|&t| format!("{} (by `{}`)", short(t), why[&(i, t)]))
                        .collect();
                    format!("{} -> {}", short(i), to.join(", "))
                })
                .collect();
            out.push(format!(
                "modules import each other in a loop: {}",
                arrows.join("; ")
            ));
        }
        out.sort();
        out.dedup();
        out
    }
}

/// The strongly connected groups of more than one module (Tarjan's algorithm).
fn circles(n: usize, edges: &BTreeMap<usize, BTreeSet<usize>>) -> Vec<Vec<usize>> {
    struct T<'a> {
        edges: &'a BTreeMap<usize, BTreeSet<usize>>,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(t: &mut T, v: usize) {
        t.index[v] = Some(t.next);
        t.low[v] = t.next;
        t.next += 1;
        t.stack.push(v);
        t.on[v] = true;
        let targets: Vec<usize> = t.edges.get(&v).into_iter().flatten().copied().collect();
        for w in targets {
            match t.index[w] {
                None => {
                    visit(t, w);
                    t.low[v] = t.low[v].min(t.low[w]);
                }
                Some(iw) if t.on[w] => t.low[v] = t.low[v].min(iw),
                _ => {}
            }
        }
        if Some(t.low[v]) == t.index[v] {
            let mut group = Vec::new();
            while let Some(w) = t.stack.pop() {
                t.on[w] = false;
                group.push(w);
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                t.out.push(group);
            }
        }
    }
    let mut t = T {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            visit(&mut t, v);
        }
    }
    t.out
}

#[test]
fn the_site_keeps_its_import_rule() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let c = Crate::new(&src);
    assert!(c.modules.len() > 40, "the crate's files were not found");
    let breaches = c.breaches();
    assert!(
        breaches.is_empty(),
        "the site's import rule is broken:\n{}",
        breaches.join("\n")
    );
}

/// The checker itself: a small crate with each kind of breach is caught, and a clean one passes.
#[test]
fn a_wrong_import_a_domain_naming_the_edge_and_a_loop_are_each_caught() {
    let dir = std::env::temp_dir().join(format!("rukh-layers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let write = |rel: &str, text: &str| {
        let p = dir.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write(
        "lib.rs",
        "pub mod play; pub mod players; pub mod http; pub mod site;",
    );
    write("http/mod.rs", "use crate::play::Play; pub struct ApiError;");
    write(
        "play/mod.rs",
        "mod a; mod b; pub use a::Play; use crate::players::Player;",
    );
    write("play/a.rs", "pub struct Play; use super::b::B;");
    write("play/b.rs", "pub struct B; use super::Play;");
    write("players/mod.rs", "pub struct Player;");
    write("site/mod.rs", "pub fn f() {}");
    let clean = Crate::new(&dir).breaches();
    // play/a and play/b import each other (through play/mod.rs's re-export).
    assert_eq!(clean.len(), 1, "{clean:?}");
    assert!(
        clean[0].contains("loop") && clean[0].contains("play::a -> play::b"),
        "{clean:?}"
    );
    write("play/b.rs", "pub struct B;");
    assert!(Crate::new(&dir).breaches().is_empty());
    // players names play, to its left; site names the edge.
    write(
        "players/mod.rs",
        "pub struct Player; use crate::play::Play;",
    );
    write(
        "site/mod.rs",
        "pub fn f() -> axum::http::StatusCode { todo!() }",
    );
    let found = Crate::new(&dir).breaches();
    assert!(
        found
            .iter()
            .any(|b| b.contains("`players` may not name `crate::play::Play`")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|b| b.contains("site/mod.rs: a domain names the HTTP edge's `axum`")),
        "{found:?}"
    );
    // A test module may use anything.
    write(
        "players/mod.rs",
        "pub struct Player; #[cfg(test)] mod tests { use crate::http::ApiError; }",
    );
    write("site/mod.rs", "pub fn f() {}");
    assert!(Crate::new(&dir).breaches().is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}
