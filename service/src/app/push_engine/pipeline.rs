//! claim → seal → send → settle, for any road of messages: stages side by side, so none waits on
//! another for the database, with the pass's claims renewed while their sends are in flight.

use std::future::Future;
use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::OwnedSemaphorePermit as SendSlot;

use super::PassClock;
use super::attempt::{Ended, Outgoing, Ready, push};
use super::lanes::{Lanes, next_slot};
use crate::metrics::{Metrics, PushLabels};
use crate::push::PushSender;
use crate::storage::ClaimAt;

/// Messages claimed per transaction. A claimed message is sent by its pass alone (until its lease
/// runs out), so few wait claimed and unsent: the batch being sent and one ahead. (Each commit
/// writes the pages a batch touched: at 64 a message, commits were a fifth of SQLite's work.)
const BATCH: u32 = 256;
/// Answers recorded per statement.
const SETTLE_CHUNK: usize = 256;
/// How long answers wait to fill a chunk: what a pass killed meanwhile sends again.
const SETTLE_WAIT: Duration = Duration::from_millis(100);
/// Messages in progress at once: sending, slow, or waiting to retry. A message only starts
/// once it has a send slot, so none waits here unstarted.
const IN_PROGRESS: usize = 1024;

/// What every road of a pass shares.
pub(crate) struct Engine<'a> {
    pub sender: &'a PushSender,
    pub metrics: &'a Metrics,
    pub lanes: &'a Lanes,
    pub clock: PassClock,
    /// This pass's mark on its claims (renewed together while it runs).
    pub pass: &'a str,
    /// A claim not renewed for this long is taken to be lost with its pass, and sent again.
    pub lease: Duration,
}

impl Engine<'_> {
    fn lease_until(&self) -> i64 {
        self.clock.now_ms() + self.lease.as_millis() as i64
    }
}

/// A kind of message: where its claims are kept, what it pushes, and how an answer is recorded.
/// The kinds differ in data (payload, TTL, urgency, topic, give-up time); the engine is one.
pub(crate) trait Road: Sync {
    type Job: Send + Sync + 'static;
    type Report: Send;
    /// The kind of message, as the metrics name it.
    const KIND: &'static str;

    /// Claims up to `claim.limit` due messages, once across passes and instances.
    fn claim(
        &self,
        claim: ClaimAt<'_>,
    ) -> impl Future<Output = sqlx::Result<Vec<Self::Job>>> + Send;

    /// The message a job pushes, or how it ends without one.
    fn outgoing(&self, job: &Self::Job, clock: &PassClock) -> Result<Outgoing, Ended>;

    /// Records how `pass`'s jobs ended (in as few statements as the road can) and counts them.
    fn settle(
        &self,
        pass: &str,
        ended: Vec<(Self::Job, Ended)>,
        report: &mut Self::Report,
    ) -> impl Future<Output = sqlx::Result<()>> + Send;

    /// Extends every claim `pass` still holds to `lease_until`.
    fn renew(&self, pass: &str, lease_until: i64) -> impl Future<Output = sqlx::Result<()>> + Send;
}

/// Claims, sends and settles every due message of `road`, counting into `report`.
pub(crate) async fn drain<R: Road>(
    engine: &Engine<'_>,
    road: &R,
    report: &mut R::Report,
) -> sqlx::Result<()> {
    let (batches_tx, batches_rx) = tokio::sync::mpsc::channel::<Vec<R::Job>>(1);
    let (done_tx, mut done_rx) = tokio::sync::mpsc::channel::<Vec<(R::Job, Ended)>>(4);
    let claim = async move {
        // Claimed only once there is room for it (at most one batch ahead).
        while let Ok(room) = batches_tx.reserve().await {
            let skip_hosts = engine.lanes.saturated();
            let batch = road
                .claim(ClaimAt {
                    now: engine.clock.now_ms(),
                    lease_until: engine.lease_until(),
                    pass: engine.pass,
                    skip_hosts: &skip_hosts,
                    limit: BATCH,
                })
                .await?;
            if batch.is_empty() {
                break;
            }
            room.send(batch);
        }
        Ok::<(), sqlx::Error>(())
    };
    let send = async move {
        let batches = futures_util::stream::unfold(batches_rx, |mut rx| async {
            rx.recv().await.map(|batch| (batch, rx))
        });
        // Sends touch no database connection: while this stage waits to hand a chunk on, its
        // sends are not polled, and one holding a connection would stall the settling stage.
        let mut sent = std::pin::pin!(
            batches
                // The next batch is sealed on another thread while this one is sent.
                .map(|batch| seal_batch(engine, road, batch))
                .buffered(2)
                .flat_map(futures_util::stream::iter)
                .then(|(job, ready)| {
                    // A message that ended before sending takes no send slot.
                    let slot = ready.is_ok().then(|| next_slot(engine.lanes.slots.clone()));
                    async move {
                        let slot = match slot {
                            Some(slot) => Some(slot.await),
                            None => None,
                        };
                        (job, ready, slot)
                    }
                })
                .map(|(job, ready, slot)| send_one::<R>(engine, slot, job, ready))
                .buffer_unordered(IN_PROGRESS)
                .ready_chunks(SETTLE_CHUNK)
        );
        while let Some(chunk) = sent.next().await {
            if done_tx.send(chunk).await.is_err() {
                break;
            }
        }
        Ok::<(), sqlx::Error>(())
    };
    let settle = async {
        while let Some(mut chunk) = done_rx.recv().await {
            // Answers are recorded a full chunk at a time, or what came within SETTLE_WAIT:
            // each commit writes every page its statement touched, however few rows.
            let until = tokio::time::Instant::now() + SETTLE_WAIT;
            while chunk.len() < SETTLE_CHUNK
                && let Ok(Some(more)) = tokio::time::timeout_at(until, done_rx.recv()).await
            {
                chunk.extend(more);
            }
            road.settle(engine.pass, chunk, report).await?;
        }
        Ok::<(), sqlx::Error>(())
    };
    // A claim outlives a slow send: it is lost only with its pass.
    let renew = async {
        loop {
            tokio::time::sleep(engine.lease / 3).await;
            if let Err(err) = road.renew(engine.pass, engine.lease_until()).await {
                tracing::warn!(error = %err, "renewing the pass's claims failed; trying again");
            }
        }
    };
    tokio::select! {
        done = async { tokio::try_join!(claim, send, settle).map(|_| ()) } => done,
        () = renew => Ok(()),
    }
}

/// Each job's message, sealed (encrypted and signed: most of a push's work) on a blocking
/// thread, one hand-off per batch, so that sending and sealing use two cores.
async fn seal_batch<R: Road>(
    engine: &Engine<'_>,
    road: &R,
    batch: Vec<R::Job>,
) -> Vec<(R::Job, Result<Ready, Ended>)> {
    let outgoing: Vec<_> = batch
        .iter()
        .map(|job| road.outgoing(job, &engine.clock))
        .collect();
    let sender = engine.sender.clone();
    let sealed = tokio::task::spawn_blocking(move || {
        outgoing
            .into_iter()
            .map(|outgoing| outgoing.and_then(|o| o.seal(&sender)))
            .collect::<Vec<_>>()
    })
    .await
    .expect("sealing a batch does not panic");
    batch.into_iter().zip(sealed).collect()
}

async fn send_one<R: Road>(
    engine: &Engine<'_>,
    slot: Option<SendSlot>,
    job: R::Job,
    ready: Result<Ready, Ended>,
) -> (R::Job, Ended) {
    let ended = match ready {
        Err(ended) => ended,
        Ok(ready) => push(engine.lanes, engine.sender, &engine.clock, slot, &ready).await,
    };
    if let Some(outcome) = ended.outcome() {
        let labels = PushLabels {
            kind: R::KIND,
            outcome,
        };
        engine.metrics.pushes.get_or_create(&labels).inc();
    }
    if ended.credentials_refused() {
        engine.metrics.push_credentials_refused.inc();
    }
    (job, ended)
}
