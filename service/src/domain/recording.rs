//! The pastor's recording of a day's guide, as an administrator uploads it: its format read from
//! the file itself (never from its name or the type the browser claims), Opus (in Ogg), AAC
//! (M4A) or MP3, and its length read from the container without decoding.

use sha2::{Digest, Sha256};
use symphonia::core::codecs::{CODEC_TYPE_AAC, CODEC_TYPE_MP3, CODEC_TYPE_OPUS, CodecType};
use symphonia::core::formats::FormatOptions;
use symphonia::core::io::MediaSourceStream;
use symphonia::core::meta::MetadataOptions;
use symphonia::core::probe::Hint;

/// The largest recording accepted: about 25 minutes of speech at 128 kbit/s.
pub const RECORDING_MAX_BYTES: usize = 25 * 1024 * 1024;
/// The longest recording accepted.
pub const RECORDING_MAX_SECONDS: u64 = 60 * 60;

/// A recording that passed every rule, ready to be kept.
#[derive(Debug, Clone)]
pub struct Recording {
    /// `audio/ogg; codecs=opus`, `audio/mp4` or `audio/mpeg`.
    pub mime: &'static str,
    pub duration_ms: i64,
    /// Hex SHA-256 of the bytes: the version in its address.
    pub sha256: String,
    pub bytes: Vec<u8>,
}

/// Why a recording was refused; `Display` is what the administrator reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordingRefused {
    #[error("Choose a recording to upload: the file was empty.")]
    Empty,
    #[error(
        "This file is larger than 25 MB. Please upload a shorter recording, or one saved at a lower bit rate (64 to 128 kbit/s is plenty for speech)."
    )]
    TooLarge,
    #[error(
        "This file is not an audio recording the guide can play (whatever its name says). Please upload an Opus, AAC (M4A) or MP3 recording."
    )]
    NotAudio,
    #[error(
        "This recording is in a format the guide does not play everywhere. Please export it as Opus, AAC (M4A) or MP3."
    )]
    OtherCodec,
    #[error(
        "This recording is longer than an hour, or its length cannot be read. Please upload the day's guide alone."
    )]
    Length,
}

impl Recording {
    /// Reads `bytes` as a recording, or says why not.
    pub fn read(bytes: Vec<u8>) -> Result<Recording, RecordingRefused> {
        if bytes.is_empty() {
            return Err(RecordingRefused::Empty);
        }
        if bytes.len() > RECORDING_MAX_BYTES {
            return Err(RecordingRefused::TooLarge);
        }
        let (codec, duration_ms) = probe(bytes.clone())?;
        let mime = match codec {
            CODEC_TYPE_OPUS => "audio/ogg; codecs=opus",
            CODEC_TYPE_AAC => "audio/mp4",
            CODEC_TYPE_MP3 => "audio/mpeg",
            _ => return Err(RecordingRefused::OtherCodec),
        };
        if duration_ms <= 0 || duration_ms as u64 > RECORDING_MAX_SECONDS * 1000 {
            return Err(RecordingRefused::Length);
        }
        let sha256 = Sha256::digest(&bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        Ok(Recording {
            mime,
            duration_ms,
            sha256,
            bytes,
        })
    }
}

/// The first audio track's codec and length in milliseconds: from the container's frame count,
/// else the sum of its packets' durations (read, never decoded).
fn probe(bytes: Vec<u8>) -> Result<(CodecType, i64), RecordingRefused> {
    let stream = MediaSourceStream::new(Box::new(std::io::Cursor::new(bytes)), Default::default());
    let probed = symphonia::default::get_probe()
        .format(
            &Hint::new(),
            stream,
            &FormatOptions::default(),
            &MetadataOptions::default(),
        )
        .map_err(|_| RecordingRefused::NotAudio)?;
    let mut format = probed.format;
    let track = format
        .default_track()
        .ok_or(RecordingRefused::NotAudio)?
        .clone();
    let params = &track.codec_params;
    let rate = params.sample_rate.ok_or(RecordingRefused::NotAudio)?;
    let frames = match params.n_frames {
        Some(frames) => frames,
        None => {
            let mut frames = 0u64;
            while let Ok(packet) = format.next_packet() {
                if packet.track_id() == track.id {
                    frames += packet.dur;
                }
            }
            frames
        }
    };
    let ms = frames.saturating_mul(1000) / u64::from(rate.max(1));
    Ok((params.codec, i64::try_from(ms).unwrap_or(i64::MAX)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use prayer_fast_test_support::audio::{AAC_3S, OPUS_3S, mp3};

    #[test]
    fn an_mp3_is_read_with_its_length_whatever_it_is_called() {
        // 383 frames of 1,152 samples at 44.1 kHz: 10.0 s.
        let read = Recording::read(mp3(383)).unwrap();
        assert_eq!(read.mime, "audio/mpeg");
        assert!(
            (9_900..=10_100).contains(&read.duration_ms),
            "{}",
            read.duration_ms
        );
        assert_eq!(read.sha256.len(), 64);
    }

    /// Three seconds of a tone, made once by ffmpeg (libopus in Ogg, and AAC in MP4): real
    /// encoders' files, read for their format and length whatever they are called.
    #[test]
    fn opus_and_aac_recordings_are_read_with_their_length() {
        for (bytes, mime) in [(OPUS_3S, "audio/ogg; codecs=opus"), (AAC_3S, "audio/mp4")] {
            let read = Recording::read(bytes.to_vec()).unwrap();
            assert_eq!(read.mime, mime);
            assert!(
                (2_950..=3_100).contains(&read.duration_ms),
                "{mime}: {}",
                read.duration_ms
            );
        }
    }

    #[test]
    fn anything_else_is_refused_in_words() {
        assert_eq!(
            Recording::read(Vec::new()).unwrap_err(),
            RecordingRefused::Empty
        );
        let text = b"Day 3: forgiveness. This is a text file called day-03.mp3".to_vec();
        assert_eq!(
            Recording::read(text).unwrap_err(),
            RecordingRefused::NotAudio
        );
        let png = [
            &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A][..],
            &[0; 64],
        ]
        .concat();
        assert_eq!(
            Recording::read(png).unwrap_err(),
            RecordingRefused::NotAudio
        );
        let big = vec![0u8; RECORDING_MAX_BYTES + 1];
        assert_eq!(
            Recording::read(big).unwrap_err(),
            RecordingRefused::TooLarge
        );
    }
}
