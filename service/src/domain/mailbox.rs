//! The mailbox an address delivers to, for counting limits: `Victim+1@GMail.com`,
//! `v.i.c.t.i.m@googlemail.com` and `victim@gmail.com` are one mailbox.

use super::RecipientEmail;

/// Lower case, a `+tag` dropped, and for Gmail dots dropped and `googlemail.com` read as `gmail.com`.
pub fn normalized_mailbox(email: &RecipientEmail) -> String {
    let lower = email.as_str().to_lowercase();
    let Some((local, domain)) = lower.rsplit_once('@') else {
        return lower;
    };
    let local = local.split('+').next().unwrap_or(local);
    let domain = domain.trim_end_matches('.');
    if domain == "gmail.com" || domain == "googlemail.com" {
        format!("{}@gmail.com", local.replace('.', ""))
    } else {
        format!("{local}@{domain}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mailbox(raw: &str) -> String {
        normalized_mailbox(&RecipientEmail::parse(raw).unwrap())
    }

    #[test]
    fn variants_of_one_mailbox_count_as_one() {
        let one = mailbox("victim@gmail.com");
        for variant in [
            "Victim@GMail.com",
            "victim+1@gmail.com",
            "v.i.c.t.i.m+news@googlemail.com",
            "VICTIM@gmail.com",
        ] {
            assert_eq!(mailbox(variant), one, "{variant}");
        }
        assert_eq!(mailbox("a.b+x@church.org"), "a.b@church.org");
        assert_ne!(mailbox("a.b@church.org"), mailbox("ab@church.org"));
        assert_ne!(mailbox("victim@gmail.com"), mailbox("victim2@gmail.com"));
    }
}
