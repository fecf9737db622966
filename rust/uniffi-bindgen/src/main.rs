//! `uniffi-bindgen`, built from the workspace so the generator and the scaffolding in
//! `slovo-ffi` are always the same uniffi version. Run through `scripts/bindings`.

fn main() {
    uniffi::uniffi_bindgen_main()
}
