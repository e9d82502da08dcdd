//! 'Snooze 15 min' from a notification: the payload carries a capability (an HMAC over
//! subscription, day and slot, keyed from the VAPID key) that the service worker posts back.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use super::VapidKeys;
use crate::domain::SnoozeRequest;

pub const SNOOZE_MINUTES: i64 = 15;

#[derive(Clone)]
pub struct SnoozeSigner {
    key: [u8; 32],
}

impl SnoozeSigner {
    pub fn new(keys: &VapidKeys) -> Self {
        let key = Sha256::new()
            .chain_update(b"prayer-fast snooze v1")
            .chain_update(keys.private_key.expose())
            .finalize();
        SnoozeSigner { key: key.into() }
    }

    pub fn request(&self, subscription: &str, day: u16, slot: &str) -> SnoozeRequest {
        let sig = URL_SAFE_NO_PAD.encode(self.mac(subscription, day, slot).finalize().into_bytes());
        SnoozeRequest {
            subscription: subscription.into(),
            day,
            slot: slot.into(),
            sig,
        }
    }

    pub fn verify(&self, request: &SnoozeRequest) -> bool {
        let Ok(sig) = URL_SAFE_NO_PAD.decode(&request.sig) else {
            return false;
        };
        self.mac(&request.subscription, request.day, &request.slot)
            .verify_slice(&sig)
            .is_ok()
    }

    fn mac(&self, subscription: &str, day: u16, slot: &str) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length works");
        mac.update(format!("{subscription}\n{day}\n{slot}").as_bytes());
        mac
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_services_own_capability_verifies() {
        let dir = tempfile::tempdir().unwrap();
        let signer = SnoozeSigner::new(&VapidKeys::load_or_create(None, dir.path()).unwrap());
        let request = signer.request("sub-1", 3, "opening");
        assert!(signer.verify(&request));
        assert!(!signer.verify(&SnoozeRequest {
            day: 4,
            ..request.clone()
        }));
        assert!(!signer.verify(&SnoozeRequest {
            slot: "morning".into(),
            ..request.clone()
        }));
        assert!(!signer.verify(&SnoozeRequest {
            subscription: "sub-2".into(),
            ..request.clone()
        }));
        let other = SnoozeSigner::new(
            &VapidKeys::load_or_create(None, tempfile::tempdir().unwrap().path()).unwrap(),
        );
        assert!(!other.verify(&request));
    }
}
