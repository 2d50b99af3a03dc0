import Testing
import TestSupport

@testable import NiceNotifications

/// The queue the static calls share: jobs run one at a time in the order they came, a job that
/// waits for the queue from inside a running job runs at once, and one started later waits its turn.
struct OrderedJobsTests {
  @Test func aValueAskedForAfterSubmittedJobsComesAfterThemAll() async {
    let jobs = OrderedJobs()
    let ran = Recorder<Int>()
    for number in 0..<20 {
      jobs.submit {
        await Task.yield()
        await ran.append(number)
      }
    }
    let seen = await jobs.run { await ran.values }
    #expect(seen == Array(0..<20))
  }

  @Test func aJobThatWaitsForItsOwnQueueRunsAtOnce() async {
    let jobs = OrderedJobs()
    let inner = await jobs.run { await jobs.run { await jobs.run { 3 } } }
    #expect(inner == 3)
  }

  @Test func aTaskAJobStartsWaitsItsTurnOnceTheJobIsOver() async {
    let jobs = OrderedJobs()
    let ran = Recorder<String>()
    let started = await jobs.run {
      Task {
        try? await Task.sleep(for: .milliseconds(50))
        await jobs.run { await ran.append("started by the first job") }
      }
    }
    jobs.submit {
      try? await Task.sleep(for: .milliseconds(100))
      await ran.append("second job")
    }
    await started.value
    #expect(await ran.values == ["second job", "started by the first job"])
  }
}
