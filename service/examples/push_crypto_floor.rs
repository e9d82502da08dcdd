//! Benchmark: the floor of a push's CPU time, the encryption no sender can skip. Per message, on
//! one thread: a fresh P-256 key pair, ECDH with the browser's key, the HKDF steps and AES-128-GCM
//! of RFC 8291 (`aes128gcm`, one record), with `ring`, the crate `push/encrypt.rs` uses.
//! `cargo run --release --example push_crypto_floor -- N [PAYLOAD_BYTES]` prints one JSON line:
//! user + system CPU time per message (getrusage), and wall time per message.

use std::time::Instant;

use ring::aead::{AES_128_GCM, Aad, LessSafeKey, Nonce, UnboundKey};
use ring::agreement::{ECDH_P256, EphemeralPrivateKey, UnparsedPublicKey, agree_ephemeral};
use ring::hkdf::{HKDF_SHA256, KeyType, Prk, Salt};
use ring::rand::{SecureRandom, SystemRandom};

/// Browsers' keys, as the push benchmarks' pool of subscriptions has them.
const BROWSERS: usize = 1000;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let messages: usize = args.next().map_or(Ok(20_000), |a| a.parse())?;
    let payload_bytes: usize = args.next().map_or(Ok(400), |a| a.parse())?;
    let rng = SystemRandom::new();
    let browsers = (0..BROWSERS)
        .map(|_| {
            let key = EphemeralPrivateKey::generate(&ECDH_P256, &rng).map_err(crypto)?;
            let public = key.compute_public_key().map_err(crypto)?.as_ref().to_vec();
            let mut auth = [0u8; 16];
            rng.fill(&mut auth).map_err(crypto)?;
            Ok((public, auth))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    let payload = vec![b'x'; payload_bytes];

    let (cpu_before, wall_before) = (cpu_seconds(), Instant::now());
    let mut bytes = 0;
    for i in 0..messages {
        let (public, auth) = &browsers[i % BROWSERS];
        bytes += encrypt(&rng, public, auth, &payload)?.len();
    }
    let (cpu, wall) = (
        cpu_seconds() - cpu_before,
        wall_before.elapsed().as_secs_f64(),
    );
    std::hint::black_box(bytes);
    println!(
        "{{\"messages\":{messages},\"payload_bytes\":{payload_bytes},\"cpu_us_per_message\":{:.2},\"wall_us_per_message\":{:.2}}}",
        cpu * 1e6 / messages as f64,
        wall * 1e6 / messages as f64
    );
    Ok(())
}

/// One message's body, as RFC 8291 §3–4 and RFC 8188 §2 have it (header, one record, its tag).
fn encrypt(
    rng: &SystemRandom,
    ua_public: &[u8],
    auth: &[u8; 16],
    payload: &[u8],
) -> anyhow::Result<Vec<u8>> {
    let as_private = EphemeralPrivateKey::generate(&ECDH_P256, rng).map_err(crypto)?;
    let as_public = as_private.compute_public_key().map_err(crypto)?;
    let mut salt = [0u8; 16];
    rng.fill(&mut salt).map_err(crypto)?;
    let mut key_info = Vec::with_capacity(14 + 65 + 65);
    key_info.extend_from_slice(b"WebPush: info\0");
    key_info.extend_from_slice(ua_public);
    key_info.extend_from_slice(as_public.as_ref());
    let ikm: [u8; 32] = agree_ephemeral(
        as_private,
        &UnparsedPublicKey::new(&ECDH_P256, ua_public),
        |secret| expand(&Salt::new(HKDF_SHA256, auth).extract(secret), &key_info),
    )
    .map_err(crypto)??;
    let prk = Salt::new(HKDF_SHA256, &salt).extract(&ikm);
    let cek: [u8; 16] = expand(&prk, b"Content-Encoding: aes128gcm\0")?;
    let nonce: [u8; 12] = expand(&prk, b"Content-Encoding: nonce\0")?;

    // The header (salt, record size, key id), then the one record sealed in place, then its tag.
    let mut body = Vec::with_capacity(86 + payload.len() + 17);
    body.extend_from_slice(&salt);
    body.extend_from_slice(&4096u32.to_be_bytes());
    body.push(65);
    body.extend_from_slice(as_public.as_ref());
    let header = body.len();
    body.extend_from_slice(payload);
    body.push(2); // the last record's delimiter, no padding
    let tag = LessSafeKey::new(UnboundKey::new(&AES_128_GCM, &cek).map_err(crypto)?)
        .seal_in_place_separate_tag(
            Nonce::assume_unique_for_key(nonce),
            Aad::empty(),
            &mut body[header..],
        )
        .map_err(crypto)?;
    body.extend_from_slice(tag.as_ref());
    Ok(body)
}

/// An HKDF output of N bytes (ring takes the length as a type).
struct Bytes<const N: usize>;

impl<const N: usize> KeyType for Bytes<N> {
    fn len(&self) -> usize {
        N
    }
}

fn expand<const N: usize>(prk: &Prk, info: &[u8]) -> anyhow::Result<[u8; N]> {
    let mut out = [0u8; N];
    prk.expand(&[info], Bytes::<N>)
        .and_then(|okm| okm.fill(&mut out))
        .map_err(crypto)?;
    Ok(out)
}

fn crypto(_: ring::error::Unspecified) -> anyhow::Error {
    anyhow::anyhow!("ring failed")
}

/// This process's user + system CPU time so far.
fn cpu_seconds() -> f64 {
    // SAFETY: getrusage writes into the zeroed struct it is given and reads nothing else.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
