//! A small real SMTP server on loopback that keeps every message it receives.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;

#[derive(Debug, Clone)]
pub struct Received {
    pub mail_from: String,
    pub rcpt_to: Vec<String>,
    pub data: Vec<u8>,
}

/// How the sink answers the end of DATA.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    Accept,
    /// `550`: a permanent refusal.
    Reject,
    /// `550` quoting the recipient, as real servers often do.
    RejectQuotingRecipient,
    /// Never answers (a hung server).
    Stall,
}

#[derive(Clone)]
pub struct SmtpSink {
    pub port: u16,
    received: Arc<Mutex<Vec<Received>>>,
    /// Messages fully transmitted, whatever the answer.
    pub data_attempts: Arc<Mutex<usize>>,
    arrived: Arc<Notify>,
}

impl SmtpSink {
    pub async fn start(behaviour: Behaviour) -> Self {
        Self::start_on(0, behaviour).await
    }

    pub async fn start_on(port: u16, behaviour: Behaviour) -> Self {
        let listener = TcpListener::bind(("127.0.0.1", port)).await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let received = Arc::new(Mutex::new(Vec::new()));
        let data_attempts = Arc::new(Mutex::new(0));
        let arrived = Arc::new(Notify::new());
        let (r, d, a) = (received.clone(), data_attempts.clone(), arrived.clone());
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let (r, d, a) = (r.clone(), d.clone(), a.clone());
                tokio::spawn(async move {
                    let _ = session(stream, behaviour, r, d, a).await;
                });
            }
        });
        SmtpSink {
            port,
            received,
            data_attempts,
            arrived,
        }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn messages(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Waits until at least `n` messages arrived (or the timeout), then returns them all.
    pub async fn wait_for(&self, n: usize, timeout: Duration) -> Vec<Received> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let notified = self.arrived.notified();
            if self.received.lock().unwrap().len() >= n {
                return self.messages();
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return self.messages();
            }
        }
    }
}

async fn session(
    stream: TcpStream,
    behaviour: Behaviour,
    received: Arc<Mutex<Vec<Received>>>,
    data_attempts: Arc<Mutex<usize>>,
    arrived: Arc<Notify>,
) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read);
    write
        .write_all(b"220 sink.test ESMTP test sink\r\n")
        .await?;
    let mut current = Received {
        mail_from: String::new(),
        rcpt_to: Vec::new(),
        data: Vec::new(),
    };
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line).await? == 0 {
            return Ok(());
        }
        let command = line.trim_end().to_string();
        let upper = command.to_ascii_uppercase();
        let reply: &[u8] = if upper.starts_with("EHLO") {
            b"250-sink.test\r\n250-8BITMIME\r\n250-AUTH PLAIN\r\n250 SMTPUTF8\r\n"
        } else if upper.starts_with("AUTH PLAIN ") {
            // Any credentials are accepted: tests check what the service does with them.
            b"235 2.7.0 Authentication successful\r\n"
        } else if upper.starts_with("HELO") || upper.starts_with("NOOP") {
            b"250 OK\r\n"
        } else if upper.starts_with("RSET") {
            current = Received {
                mail_from: String::new(),
                rcpt_to: Vec::new(),
                data: Vec::new(),
            };
            b"250 OK\r\n"
        } else if let Some(from) = upper.strip_prefix("MAIL FROM:") {
            current.mail_from = command[command.len() - from.len()..].trim().to_string();
            b"250 OK\r\n"
        } else if let Some(to) = upper.strip_prefix("RCPT TO:") {
            current
                .rcpt_to
                .push(command[command.len() - to.len()..].trim().to_string());
            b"250 OK\r\n"
        } else if upper == "DATA" {
            write
                .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                .await?;
            let mut data = Vec::new();
            loop {
                let mut body_line = Vec::new();
                if lines.read_until(b'\n', &mut body_line).await? == 0 {
                    return Ok(());
                }
                if body_line == b".\r\n" {
                    break;
                }
                let unstuffed = if body_line.starts_with(b"..") {
                    &body_line[1..]
                } else {
                    &body_line[..]
                };
                data.extend_from_slice(unstuffed);
            }
            *data_attempts.lock().unwrap() += 1;
            match behaviour {
                Behaviour::Accept => {
                    current.data = data;
                    received.lock().unwrap().push(std::mem::replace(
                        &mut current,
                        Received {
                            mail_from: String::new(),
                            rcpt_to: Vec::new(),
                            data: Vec::new(),
                        },
                    ));
                    arrived.notify_waiters();
                    b"250 OK queued\r\n"
                }
                Behaviour::Reject => b"550 5.7.1 Message refused by policy\r\n",
                Behaviour::RejectQuotingRecipient => {
                    let to = current.rcpt_to.join(", ");
                    let reply = format!("550 5.1.1 {to}: mailbox unavailable\r\n");
                    write.write_all(reply.as_bytes()).await?;
                    continue;
                }
                Behaviour::Stall => {
                    tokio::time::sleep(Duration::from_secs(3600)).await;
                    return Ok(());
                }
            }
        } else if upper.starts_with("QUIT") {
            write.write_all(b"221 Bye\r\n").await?;
            return Ok(());
        } else {
            b"502 Command not implemented\r\n"
        };
        write.write_all(reply).await?;
    }
}
