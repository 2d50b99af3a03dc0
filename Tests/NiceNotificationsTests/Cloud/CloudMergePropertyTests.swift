import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// Whatever the order in which devices decide, sync and relaunch their app, they converge on
/// the later decision, and a done mark stays done unless undone later.
struct CloudMergePropertyTests {
  /// How many interleavings are tried; `NICE_CLOUD_MERGE_CASES` sets it for long runs.
  static let cases = ProcessInfo.processInfo.environment["NICE_CLOUD_MERGE_CASES"].flatMap(Int.init) ?? 300

  /// One step of an interleaving.
  enum Step: Hashable, CustomStringConvertible {
    /// The clock moves on (0 keeps two decisions at one instant apart only by their order).
    case wait(seconds: Int)
    case setPermission(device: Int, group: Int, GroupPermission)
    case mark(device: Int, occurrence: Int)
    case unmark(device: Int, occurrence: Int)
    /// The devices whose bits are set send and take values, in order.
    case sync(devices: Int)
    /// The device's app ends and starts again: new stores over the same local values.
    case relaunch(device: Int)

    var description: String {
      switch self {
      case .wait(let seconds): "wait \(seconds)s"
      case let .setPermission(device, group, permission): "d\(device) g\(group)=\(permission)"
      case let .mark(device, occurrence): "d\(device) mark o\(occurrence)"
      case let .unmark(device, occurrence): "d\(device) unmark o\(occurrence)"
      case .sync(let devices): "sync \(String(devices, radix: 2))"
      case .relaunch(let device): "d\(device) relaunch"
      }
    }
  }

  struct Case: CustomStringConvertible {
    var devices: Int
    var steps: [Step]
    var description: String { "\(devices) devices: " + steps.map(\.description).joined(separator: ", ") }
  }

  static let groups = ["pills", "Café"]
  static let occurrences = [
    RequestIdentifier(group: "pills", entry: "0", occurrence: "20261025T090000"),
    RequestIdentifier(group: "Cafe\u{301}", entry: "0", occurrence: "20261025T023000"),
  ]

  static func generate(_ g: inout SeededGenerator) -> Case {
    let devices = Int.random(in: 2...3, using: &g)
    let steps = (0..<Int.random(in: 1...14, using: &g)).map { _ -> Step in
      let device = Int.random(in: 0..<devices, using: &g)
      switch Int.random(in: 0..<7, using: &g) {
      case 0: return .wait(seconds: Int.random(in: 1...90, using: &g))
      case 1:
        return .setPermission(
          device: device, group: Int.random(in: 0..<groups.count, using: &g),
          [GroupPermission.allowed, .denied].randomElement(using: &g) ?? .allowed)
      case 2: return .mark(device: device, occurrence: Int.random(in: 0..<occurrences.count, using: &g))
      case 3: return .unmark(device: device, occurrence: Int.random(in: 0..<occurrences.count, using: &g))
      case 4: return .relaunch(device: device)
      default: return .sync(devices: Int.random(in: 1..<(1 << devices), using: &g))
      }
    }
    return Case(devices: devices, steps: steps)
  }

  /// Replays `example`, then syncs until nothing is left to send, and says whether every
  /// device reads the model's value: per key, the last decision recorded.
  static func converges(_ example: Case) async throws -> Bool {
    // From the night Berlin's clocks go back; decisions are dated by one shared clock.
    let clock = Locked(DateBuilder.Context.fixed(2026, 10, 25, 1, 30, in: "Europe/Berlin").now)
    let now: @Sendable () async -> Date = { clock.withLock { $0 } }
    let cloud = SimulatedCloud()
    let devices = (0..<example.devices).map { cloud.device("d\($0)") }
    // What each device keeps across a relaunch, besides its view of the cloud.
    let known = devices.map { _ in InMemoryKnownDecisionsStore() }
    func permissionStore(_ device: Int) -> CloudGroupPermissionStore {
      CloudGroupPermissionStore(keyValueStore: devices[device], knownDecisions: known[device], now: now)
    }
    func handledStore(_ device: Int) -> CloudHandledOccurrenceStore {
      CloudHandledOccurrenceStore(keyValueStore: devices[device], knownDecisions: known[device], now: now)
    }
    var permissions = devices.indices.map(permissionStore)
    var handled = devices.indices.map(handledStore)
    var expectedPermissions: [String: GroupPermission] = [:]
    var expectedDone: Set<String> = []
    for step in example.steps {
      switch step {
      case .wait(let seconds):
        clock.withLock { $0 = $0.addingTimeInterval(Double(seconds)) }
      case let .setPermission(device, group, permission):
        try await permissions[device].setPermission(permission, forGroup: groups[group])
        expectedPermissions[groups[group]] = permission
      case let .mark(device, occurrence):
        try await handled[device].markHandled(occurrences[occurrence], date: nil)
        expectedDone.insert(occurrences[occurrence].description)
      case let .unmark(device, occurrence):
        let identifier = occurrences[occurrence]
        // An unmark undoes the marks its device knows of; one it does not know of stays.
        let known = await handled[device].handledOccurrences(inGroup: identifier.group)
        try await handled[device].unmarkHandled(identifier)
        if known.contains(identifier.description) { expectedDone.remove(identifier.description) }
      case .sync(let bits):
        cloud.sync(devices.indices.filter { bits & (1 << $0) != 0 }.map { devices[$0] })
      case .relaunch(let device):
        permissions[device] = permissionStore(device)
        handled[device] = handledStore(device)
      }
      // Decisions later in the replay are later: every step takes a moment.
      clock.withLock { $0 = $0.addingTimeInterval(0.01) }
    }
    var rounds = 0
    repeat {
      cloud.sync()
      // Reading merges: a device whose decision was overwritten by an older one sends it again.
      for store in permissions { _ = await store.allPermissions() }
      for store in handled { for group in groups { _ = await store.handledOccurrences(inGroup: group) } }
      rounds += 1
    } while cloud.hasUnsentWrites && rounds < 10
    cloud.sync()
    for device in devices.indices {
      guard await permissions[device].allPermissions() == expectedPermissions else { return false }
      var done: Set<String> = []
      for group in groups { done.formUnion(await handled[device].handledOccurrences(inGroup: group)) }
      guard done == expectedDone else { return false }
    }
    return cloud.limitViolations.isEmpty
  }

  @Test func interleavedDecisionsSyncsAndRelaunchesConvergeOnTheLaterDecision() async {
    await expectProperty(
      "devices converge on the later decision", iterations: Self.cases, generate: Self.generate,
      shrink: { example in Shrink.array(example.steps).map { Case(devices: example.devices, steps: $0) } }
    ) { example in
      try await Self.converges(example)
    }
  }

  @Test(arguments: [
    (GroupPermission.allowed, GroupPermission.denied, GroupPermission.denied),
    (.denied, .allowed, .denied),
  ])
  func decisionsAtTheSameInstantResolveToOff(
    phoneDecides: GroupPermission, tabletDecides: GroupPermission, expected: GroupPermission
  ) async throws {
    let instant = DateBuilder.Context.fixed(2026, 3, 29, 2, 30, in: "America/New_York").now
    let cloud = SimulatedCloud()
    let phone = CloudGroupPermissionStore.fresh(over: cloud.device("phone"), clockAt: instant)
    let tablet = CloudGroupPermissionStore.fresh(over: cloud.device("tablet"), clockAt: instant)
    try await phone.setPermission(phoneDecides, forGroup: "pills")
    try await tablet.setPermission(tabletDecides, forGroup: "pills")
    for _ in 0..<3 {
      cloud.sync()
      _ = await phone.allPermissions()
      _ = await tablet.allPermissions()
    }
    #expect(await phone.permission(forGroup: "pills") == expected)
    #expect(await tablet.permission(forGroup: "pills") == expected)
  }

  @Test func aMarkAndAnUnmarkAtTheSameInstantResolveToDone() async throws {
    let instant = DateBuilder.Context.fixed(2026, 10, 25, 2, 30, in: "Europe/Berlin").now
    let cloud = SimulatedCloud()
    let phone = CloudHandledOccurrenceStore.fresh(over: cloud.device("phone"), clockAt: instant)
    let tablet = CloudHandledOccurrenceStore.fresh(over: cloud.device("tablet"), clockAt: instant)
    let occurrence = Self.occurrences[0]
    try await tablet.markHandled(occurrence, date: nil)
    cloud.sync()
    try await tablet.unmarkHandled(occurrence)
    // The phone marks it again, unaware; both decisions carry the same instant.
    let phoneView = CloudHandledOccurrenceStore.fresh(over: cloud.device("laptop"), clockAt: instant)
    try await phoneView.markHandled(occurrence, date: nil)
    for _ in 0..<3 {
      cloud.sync()
      for store in [phone, tablet, phoneView] { _ = await store.handledOccurrences(inGroup: "pills") }
    }
    for store in [phone, tablet, phoneView] {
      #expect(await store.handledOccurrences(inGroup: "pills") == [occurrence.description])
    }
  }
}
