//! Group commit for the outbox: request handlers hand their mails to one writer task, which
//! writes whatever has gathered meanwhile in a single transaction. Under load a few commits a
//! second do the work of thousands; when idle a summary is written at once, alone.

use super::Db;
use tokio::sync::{mpsc, oneshot};

use super::now_ms;
use super::outbox::{Enqueued, NewMail, enqueue_batch};
use crate::configuration::OutboxLimits;

/// The most summaries written in one transaction.
const MAX_BATCH: usize = 512;
/// Handlers wait (backpressure) once this many summaries are waiting to be written.
const QUEUE_DEPTH: usize = 8192;

type Reply = oneshot::Sender<Result<Enqueued, QueueError>>;

/// Why a summary was not written (nothing was).
#[derive(Debug, Clone, thiserror::Error)]
pub enum QueueError {
    /// The batch's transaction failed (the database's message, shared by the batch).
    #[error("the outbox could not be written: {0}")]
    Storage(String),
    #[error("the outbox writer has stopped")]
    Stopped,
}

#[derive(Clone)]
pub struct OutboxQueue {
    sender: mpsc::Sender<(NewMail, Reply)>,
}

impl OutboxQueue {
    /// Starts the writer task; it ends once every handle is dropped.
    pub fn start(db: Db, limits: OutboxLimits) -> Self {
        let (sender, mut receiver) = mpsc::channel::<(NewMail, Reply)>(QUEUE_DEPTH);
        tokio::spawn(async move {
            let mut waiting = Vec::with_capacity(MAX_BATCH);
            while receiver.recv_many(&mut waiting, MAX_BATCH).await > 0 {
                let (batch, replies): (Vec<NewMail>, Vec<Reply>) = waiting.drain(..).unzip();
                match enqueue_batch(&db, &batch, limits, now_ms()).await {
                    Ok(outcomes) => {
                        for (reply, outcome) in replies.into_iter().zip(outcomes) {
                            let _ = reply.send(Ok(outcome));
                        }
                    }
                    Err(err) => {
                        let failed = QueueError::Storage(err.to_string());
                        for reply in replies {
                            let _ = reply.send(Err(failed.clone()));
                        }
                    }
                }
            }
        });
        OutboxQueue { sender }
    }

    /// Writes the summary (with whatever else is waiting) and says what became of it.
    pub async fn enqueue(&self, new: NewMail) -> Result<Enqueued, QueueError> {
        let (reply, answer) = oneshot::channel();
        self.sender
            .send((new, reply))
            .await
            .map_err(|_| QueueError::Stopped)?;
        answer.await.map_err(|_| QueueError::Stopped)?
    }
}
