public import NiceNotifications
public import DateBuilder
public import Foundation
import NotificationCenterModel

/// An in-memory model of iOS's notification center on a virtual clock, so that an app's
/// notification logic can be tested on CI, on Linux, without a device.
///
/// Production code talks to `any NotificationCenterPort`; the app passes the Apple adapter,
/// the test passes a simulator, advances its clock and asserts what the device would have
/// shown:
///
/// ```swift
/// struct TeaTimer {
///   let center: any NotificationCenterPort
///   func start() async throws {
///     try await center.add(NotificationRequest(
///       identifier: "tea", content: NotificationContent(title: "Tea is ready"),
///       trigger: .timeInterval(240, repeats: false)))
///   }
/// }
///
/// @Test func teaIsReadyAfterFourMinutes() async throws {
///   let center = SimulatedNotificationCenter(now: start, authorization: .authorized)
///   try await TeaTimer(center: center).start()
///   await center.advance(by: 239)
///   #expect(await center.delivered.isEmpty)
///   await center.advance(by: 1)
///   #expect(await center.delivered.map(\.request.identifier) == ["tea"])
///   #expect(await center.pending.isEmpty)
/// }
/// ```
///
/// What it models, each after the section of Documentation/UserNotificationsBehaviour.md it follows:
/// the pending cap and its overflow policy (§1, §10.1), replace by identifier (§2),
/// trigger validation as a typed error (§3, §10.6), calendar matching that floats with
/// the device's time zone (§4), the authorization state machine with a scripted person
/// (§5), badges (§6), foreground presentation and responses (§7), and restarts (§9).
/// Region events fire location triggers. Faults can be injected into `add`.
///
/// Time moves only when the test moves it, with ``advance(by:)`` or ``advance(to:)``;
/// requests fire as it passes, in fire-date order, ties in add order. Handlers are awaited
/// inside those calls, so when one returns, every delivery it caused has been presented.
public actor SimulatedNotificationCenter: NotificationCenterPort {
  /// The most requests kept pending (64 by default, as on iOS, UserNotificationsBehaviour.md §1).
  ///
  /// ```swift
  /// SimulatedNotificationCenter(capacity: 3).pendingCapacity // 3
  /// ```
  public nonisolated let pendingCapacity: Int

  /// Which requests are kept when more than ``pendingCapacity`` are pending.
  ///
  /// ```swift
  /// SimulatedNotificationCenter().overflowPolicy // .iOS11AndLater
  /// ```
  public nonisolated let overflowPolicy: OverflowPolicy

  /// The virtual time.
  ///
  /// ```swift
  /// await center.advance(by: 60)
  /// #expect(await center.now == start + 60)
  /// ```
  public internal(set) var now: Date

  /// The device's calendar; its time zone is the device's, which floating calendar triggers
  /// follow (UserNotificationsBehaviour.md §4).
  ///
  /// ```swift
  /// let local = await center.calendar.component(.hour, from: delivered.date)
  /// ```
  public internal(set) var calendar: Calendar

  /// The person's settings, including the authorization status.
  ///
  /// ```swift
  /// #expect(await center.settings.authorizationStatus == .authorized)
  /// ```
  public internal(set) var settings: NotificationSettings

  /// How many times the permission prompt was shown (UserNotificationsBehaviour.md §5: at most once, unless a
  /// non-provisional request follows provisional authorization).
  ///
  /// ```swift
  /// #expect(await center.prompts == 1)
  /// ```
  public internal(set) var prompts = 0

  /// How the scripted person answers the permission prompt.
  ///
  /// ```swift
  /// #expect(await center.promptAnswer == .allow)
  /// ```
  public internal(set) var promptAnswer: PromptAnswer

  /// Whether the app is in the foreground, in the background, or not running.
  ///
  /// ```swift
  /// #expect(await center.appState == .background)
  /// ```
  public internal(set) var appState: AppState

  /// The number on the app icon; 0 shows none (UserNotificationsBehaviour.md §6).
  ///
  /// ```swift
  /// #expect(await center.badgeCount == 3)
  /// ```
  public internal(set) var badgeCount = 0

  /// How many deliveries showed an alert (a banner or on the lock screen): those with text,
  /// while alerts are on and their style shows something, and not provisional
  /// (UserNotificationsBehaviour.md §5).
  ///
  /// ```swift
  /// await center.updateSettings { $0.alertStyle = .none }
  /// #expect(await center.alertCount == 0)
  /// ```
  public internal(set) var alertCount = 0

  /// How many deliveries played a sound: those with a sound, while sounds are on, and not
  /// provisional (UserNotificationsBehaviour.md §5).
  ///
  /// ```swift
  /// #expect(await center.soundCount == 1)
  /// ```
  public internal(set) var soundCount = 0

  /// Whether the device is on.
  ///
  /// ```swift
  /// await center.powerOff()
  /// #expect(await center.isPoweredOn == false)
  /// ```
  public internal(set) var isPoweredOn = true

  /// Requests that `add` accepted but the device did not keep, oldest first.
  ///
  /// ```swift
  /// #expect(await center.dropped.map(\.reason) == [.overCapacity])
  /// ```
  public internal(set) var dropped: [DroppedRequest] = []

  /// Everything that happened, oldest first.
  ///
  /// ```swift
  /// #expect(await center.events.contains(.added("tea", at: start)))
  /// ```
  public internal(set) var events: [SimulatorEvent] = []

  /// How many `add`, `removePendingRequests` and `removeAllPendingRequests` calls changed
  /// what is pending: each successful add, and each removal that removed something.
  ///
  /// ```swift
  /// try await LocalNotifications(center: center).reschedule(group: quotes)
  /// #expect(await center.writeCount == 0) // nothing changed, nothing written
  /// ```
  public internal(set) var writeCount = 0

  /// What a foreground delivery is presented with when no presentation handler is set:
  /// `[]`, silenced, by default (UserNotificationsBehaviour.md §10.4).
  ///
  /// ```swift
  /// #expect(await center.foregroundPresentationWithoutHandler == [])
  /// ```
  public internal(set) var foregroundPresentationWithoutHandler: PresentationOptions

  /// Whether `add` throws `NotificationCenterError.notificationsNotAllowed` while the
  /// status does not allow scheduling; `false`, as assumed for iOS, by default
  /// (UserNotificationsBehaviour.md §5).
  ///
  /// ```swift
  /// #expect(await center.rejectsAddsWhenNotAllowed == false)
  /// ```
  public internal(set) var rejectsAddsWhenNotAllowed: Bool

  var entries: [PendingEntry] = []
  var shown: [ShownNotification] = []
  /// Where the simulated system keeps attachment files it took from accepted requests, as
  /// iOS moves them into its own store (UserNotificationsBehaviour.md §8); a fresh directory
  /// under the temporary directory for each simulator.
  ///
  /// ```swift
  /// let stored = await center.pending.first?.request.content.attachments.first?.url
  /// #expect(stored?.path.hasPrefix(center.attachmentStore.path) == true)
  /// ```
  public nonisolated let attachmentStore = FileManager.default.temporaryDirectory
    .appendingPathComponent("SimulatedNotificationCenter-\(UUID().uuidString)", isDirectory: true)
  /// The options asked for with `.provisional`, which "Deliver Prominently" grants.
  var provisionalOptions: AuthorizationOptions = []
  var registeredCategories: Set<NotificationCategory> = []
  var launchResponses: [NotificationResponse] = []
  var presentationHandler: (@Sendable (DeliveredNotification) async -> PresentationOptions)?
  var responseHandler: (@Sendable (NotificationResponse) async -> Void)?
  var activationHandler: (@Sendable () async -> Void)?
  var backgroundRefreshHandler: (@Sendable () async -> Date?)?
  var backgroundRefreshDate: Date?
  /// When the last background refresh ran: the next runs no sooner than
  /// ``minimumBackgroundRefreshInterval`` after it.
  var lastBackgroundRefresh: Date?
  var nextSequence: UInt64 = 0
  var takenEventCount = 0
  var failuresLeft = 0
  var failureError = NotificationCenterError.failed("injected")
  var randomFailure: (probability: Double, generator: SplitMix64, error: NotificationCenterError)?

  let initialNow: Date
  let initialCalendar: Calendar
  let initialSettings: NotificationSettings
  let initialPromptAnswer: PromptAnswer
  let initialAppState: AppState
  let initialForegroundPresentation: PresentationOptions
  let initialRejectsAdds: Bool

  /// Creates a simulated device, switched on, with nothing pending.
  ///
  /// ```swift
  /// var gregorian = Calendar(identifier: .gregorian)
  /// gregorian.locale = Locale(identifier: "en_US")
  /// let center = SimulatedNotificationCenter(
  ///   now: start, timeZone: TimeZone(identifier: "America/New_York") ?? .current, calendar: gregorian,
  ///   authorization: .notDetermined, promptAnswer: .allow)
  /// ```
  ///
  /// - Parameters:
  ///   - now: The virtual time to start at; by default the DateBuilder context's, which
  ///     `DateBuilder.withNow` can fix.
  ///   - timeZone: The device's time zone, which floating calendar triggers follow.
  ///   - calendar: The device's calendar; its time zone is replaced by `timeZone`.
  ///   - capacity: The most requests kept pending (UserNotificationsBehaviour.md §1); below 0 counts as 0.
  ///   - overflowPolicy: Which requests are kept beyond the capacity; iOS 11's rule by default.
  ///   - authorization: The starting status, with the settings such a status has
  ///     (see ``setAuthorizationStatus(_:)``).
  ///   - promptAnswer: How the scripted person answers the permission prompt.
  ///   - appState: The app's starting state; in the background by default.
  ///   - foregroundPresentationWithoutHandler: What a foreground delivery is presented with
  ///     when no presentation handler is set; silenced by default (UserNotificationsBehaviour.md §10.4).
  ///   - rejectsAddsWhenNotAllowed: Whether `add` throws while the status does not allow
  ///     scheduling (UserNotificationsBehaviour.md §5: undocumented for iOS; off by default).
  public init(
    now: Date = DateBuilder.Context.current.now,
    timeZone: TimeZone = DateBuilder.Context.current.timeZone,
    calendar: Calendar = DateBuilder.Context.current.calendar,
    capacity: Int = 64,
    overflowPolicy: OverflowPolicy = .iOS11AndLater,
    authorization: AuthorizationStatus = .notDetermined,
    promptAnswer: PromptAnswer = .allow,
    appState: AppState = .background,
    foregroundPresentationWithoutHandler: PresentationOptions = [],
    rejectsAddsWhenNotAllowed: Bool = false
  ) {
    var deviceCalendar = calendar
    deviceCalendar.timeZone = timeZone
    self.pendingCapacity = max(0, capacity)
    self.overflowPolicy = overflowPolicy
    self.now = now
    self.calendar = deviceCalendar
    self.settings = Self.settings(for: authorization.model, choices: PermissionChoices(granted: .standard))
    self.promptAnswer = promptAnswer
    self.appState = appState
    self.foregroundPresentationWithoutHandler = foregroundPresentationWithoutHandler
    self.rejectsAddsWhenNotAllowed = rejectsAddsWhenNotAllowed
    self.initialNow = now
    self.initialCalendar = deviceCalendar
    self.initialSettings = settings
    self.initialPromptAnswer = promptAnswer
    self.initialAppState = appState
    self.initialForegroundPresentation = foregroundPresentationWithoutHandler
    self.initialRejectsAdds = rejectsAddsWhenNotAllowed
  }

  /// The device's time zone.
  ///
  /// ```swift
  /// #expect(await center.timeZone.identifier == "America/New_York")
  /// ```
  public var timeZone: TimeZone { calendar.timeZone }

  /// The context triggers are evaluated in: the virtual time and the device's calendar.
  var context: DateBuilder.Context { DateBuilder.Context(now: now, calendar: calendar) }

  // MARK: - Controlling time

  /// Moves the virtual clock forward by `seconds`, delivering every request that comes due,
  /// in fire-date order (ties in add order), each at its fire date.
  ///
  /// ```swift
  /// await center.advance(by: 24 * 3_600)
  /// ```
  ///
  /// A negative interval does nothing: time does not go back. Nor does one that is not
  /// finite: a repeating request would be delivered without end. While the device is off the
  /// clock moves and nothing is delivered until ``powerOn(at:)`` (UserNotificationsBehaviour.md §9).
  public func advance(by seconds: TimeInterval) async {
    guard seconds.isFinite else { return }
    await advance(to: now.addingTimeInterval(seconds))
  }

  /// Moves the virtual clock forward to `date`, delivering every request that comes due on
  /// the way, in fire-date order (ties in add order), each at its fire date.
  ///
  /// Non-repeating requests leave pending when delivered; repeating ones re-arm — a time
  /// interval from the fire, a calendar trigger at its next match after it (UserNotificationsBehaviour.md §3,
  /// §4). A date before ``now``, or one that is not finite, does nothing.
  ///
  /// ```swift
  /// await center.advance(to: nextMonday9am)
  /// ```
  public func advance(to date: Date) async {
    guard date >= now, date.timeIntervalSince1970.isFinite else { return }
    await runBackgroundRefreshes(through: date)
    if isPoweredOn { await deliverDue(through: date) }
    if date > now { now = date }
  }

  // MARK: - Snapshots

  /// The pending requests with their stored fingerprints, soonest first, then by identifier; location
  /// requests, which have no fire date, last.
  ///
  /// The same as ``pendingRequests()``.
  ///
  /// ```swift
  /// #expect(await center.pending.map(\.request.identifier) == ["a", "b"])
  /// ```
  public var pending: [PendingRequest] {
    sortedEntries.map { PendingRequest(request: $0.request, fingerprint: $0.fingerprint) }
  }

  /// The next fire date of each pending request, by identifier; location requests, which
  /// fire only on region events, are absent.
  ///
  /// ```swift
  /// #expect(await center.pendingFireDates()["tea"] == start + 240)
  /// ```
  public func pendingFireDates() -> [String: Date] {
    var dates: [String: Date] = [:]
    for entry in entries {
      if let fire = entry.nextFire { dates[entry.request.identifier] = fire }
    }
    return dates
  }

  /// What iOS's `nextTriggerDate()` answers for a pending request's trigger, asked now.
  ///
  /// Not always when it fires — ``pendingFireDates()`` has the real fire date:
  /// - A time-interval trigger answers now plus the interval, whenever it is asked, not the
  ///   time it was added plus the interval (UserNotificationsBehaviour.md §10.2).
  /// - A calendar trigger answers Foundation's next match after now
  ///   (`Calendar.nextDate(after:matching:matchingPolicy:)` with `.nextTime`, the first of a
  ///   repeated time), as iOS does (§4): `day: 31` asked in June answers 1 July, while the
  ///   request fires on 31 July.
  /// - A location trigger answers `nil`.
  ///
  /// ```swift
  /// try await center.add(NotificationRequest(identifier: "tea", content: tea, trigger: .timeInterval(240, repeats: false)))
  /// await center.advance(by: 60)
  /// #expect(await center.nextTriggerDate(of: "tea") == center.now + 240)  // not start + 240
  /// ```
  public func nextTriggerDate(of identifier: String) -> Date? {
    guard
      let trigger = entries.first(where: { $0.request.identifier.isSameIdentifier(as: identifier) })?.request
        .trigger
    else {
      return nil
    }
    guard case .calendar(let components, _) = trigger else {
      return trigger.nextFireDate(after: now, in: context)
    }
    return CalendarRule.nextDate(matching: components, after: now, device: calendar)
  }

  /// The identifiers of the requests that would be delivered if the clock advanced to
  /// `date`, in delivery order, counting each request once — for asserting that nothing
  /// fires before a time.
  ///
  /// ```swift
  /// #expect(await center.upcomingDeliveries(through: start + 3_600).isEmpty)
  /// ```
  public func upcomingDeliveries(through date: Date) -> [String] {
    entries.filter { entry in entry.nextFire.map { $0 <= date } ?? false }
      .sorted { ($0.nextFire ?? .distantFuture, $0.sequence) < ($1.nextFire ?? .distantFuture, $1.sequence) }
      .map(\.request.identifier)
  }

  /// The notifications shown in Notification Center, oldest first.
  ///
  /// The same as ``deliveredNotifications()``.
  ///
  /// ```swift
  /// #expect(await center.delivered.map(\.request.identifier) == ["tea"])
  /// ```
  public var delivered: [DeliveredNotification] {
    shown.filter(\.listed).map(\.notification)
  }

  /// The events not yet taken, which are then marked taken.
  ///
  /// Taking events as a test goes, then ending with ``unconsumedEvents()`` empty, proves
  /// that nothing happened that the test did not look at.
  ///
  /// ```swift
  /// await center.advance(by: 60)
  /// #expect(await center.takeEvents() == [.delivered("tea", presentation: .system, at: start + 60)])
  /// ```
  public func takeEvents() -> [SimulatorEvent] {
    let taken = Array(events.dropFirst(takenEventCount))
    takenEventCount = events.count
    return taken
  }

  /// The events not yet taken by ``takeEvents()``, leaving them untaken: end a test with
  /// this empty to check that nothing unexpected happened.
  ///
  /// ```swift
  /// #expect(await center.unconsumedEvents() == [])
  /// ```
  public func unconsumedEvents() -> [SimulatorEvent] {
    Array(events.dropFirst(takenEventCount))
  }

  /// Puts the simulator back as `init` left it: the starting time, time zone, settings and
  /// answers; nothing pending, delivered, registered, recorded or injected; no handlers.
  ///
  /// ```swift
  /// await center.reset()
  /// #expect(await center.events.isEmpty)
  /// ```
  public func reset() {
    now = initialNow
    calendar = initialCalendar
    settings = initialSettings
    promptAnswer = initialPromptAnswer
    appState = initialAppState
    foregroundPresentationWithoutHandler = initialForegroundPresentation
    rejectsAddsWhenNotAllowed = initialRejectsAdds
    prompts = 0
    badgeCount = 0
    isPoweredOn = true
    dropped = []
    events = []
    writeCount = 0
    entries = []
    shown = []
    registeredCategories = []
    launchResponses = []
    presentationHandler = nil
    responseHandler = nil
    activationHandler = nil
    backgroundRefreshHandler = nil
    backgroundRefreshDate = nil
    lastBackgroundRefresh = nil
    alertCount = 0
    soundCount = 0
    provisionalOptions = []
    nextSequence = 0
    takenEventCount = 0
    failuresLeft = 0
    failureError = .failed("injected")
    randomFailure = nil
  }

  /// Sets what a foreground delivery is presented with when no presentation handler is set.
  ///
  /// ```swift
  /// await center.setForegroundPresentationWithoutHandler([.banner, .list]) // current Apple docs
  /// ```
  public func setForegroundPresentationWithoutHandler(_ options: PresentationOptions) {
    foregroundPresentationWithoutHandler = options
  }

  /// Sets whether `add` throws `NotificationCenterError.notificationsNotAllowed` while the
  /// status does not allow scheduling.
  ///
  /// ```swift
  /// await center.setRejectsAddsWhenNotAllowed(true)
  /// ```
  public func setRejectsAddsWhenNotAllowed(_ rejects: Bool) {
    rejectsAddsWhenNotAllowed = rejects
  }

  /// The entries in snapshot order: by next fire date, then identifier; no date last.
  var sortedEntries: [PendingEntry] {
    entries.sorted {
      ($0.nextFire ?? .distantFuture, $0.request.identifier) < (
        $1.nextFire ?? .distantFuture, $1.request.identifier
      )
    }
  }

  func record(_ event: SimulatorEvent) {
    events.append(event)
  }
}
