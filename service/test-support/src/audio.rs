//! Recordings to upload: MP3 frames made here, and real encoders' Opus and AAC files (three
//! seconds of a tone, made once with ffmpeg: `service/tests/fixtures/`).

/// `frames` frames of MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono (silence): 1,152 samples each.
pub fn mp3(frames: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 0..frames {
        let mut frame = vec![0u8; 417];
        frame[..4].copy_from_slice(&[0xFF, 0xFB, 0x90, 0xC0]);
        out.extend(frame);
    }
    out
}

/// Three seconds of Opus in Ogg (libopus, 48 kHz mono).
pub const OPUS_3S: &[u8] = include_bytes!("../../tests/fixtures/day-opus-3s.opus");

/// Three seconds of AAC in MP4 (`.m4a`, 44.1 kHz mono).
pub const AAC_3S: &[u8] = include_bytes!("../../tests/fixtures/day-aac-3s.m4a");
