public import NiceNotifications
public import DateBuilder
public import Foundation
import NotificationCenterModel

/// An in-memory model of iOS's notification center on a virtual clock, for tests on Linux:
/// `await center.advance(by: 240)`.
public actor SimulatedNotificationCenter: NotificationCenterPort {
  /// The most requests kept pending; 64 by default, as on iOS.
  public nonisolated let pendingCapacity: Int

  /// Which requests are kept when more than ``pendingCapacity`` are pending.
  public nonisolated let overflowPolicy: OverflowPolicy

  /// The virtual time.
  public internal(set) var now: Date

  /// The device's calendar, whose time zone floating calendar triggers follow.
  public internal(set) var calendar: Calendar

  /// The person's settings, including the authorization status.
  public internal(set) var settings: NotificationSettings

  /// How many times the permission prompt was shown.
  public internal(set) var prompts = 0

  /// How the scripted person answers the permission prompt.
  public internal(set) var promptAnswer: PromptAnswer

  /// Whether the app is in the foreground, in the background, or not running.
  public internal(set) var appState: AppState

  /// The number on the app icon; 0 shows none.
  public internal(set) var badgeCount = 0

  /// How many deliveries showed an alert: with text, alerts on and visible, not provisional.
  public internal(set) var alertCount = 0

  /// How many deliveries played a sound: those with a sound, while sounds are on, and not provisional.
  public internal(set) var soundCount = 0

  /// Whether the device is on.
  public internal(set) var isPoweredOn = true

  /// Requests that `add` accepted but the device did not keep, oldest first.
  public internal(set) var dropped: [DroppedRequest] = []

  /// Everything that happened, oldest first.
  public internal(set) var events: [SimulatorEvent] = []

  /// How many `add` and removal calls changed what is pending; a reschedule that changes nothing adds 0.
  ///
  /// An `add` dropped at once, as never firing or over capacity, or delivered at once, changes nothing
  /// unless it replaced a pending request: `try await center.add(past)` leaves `writeCount` as it was.
  public internal(set) var writeCount = 0

  /// What a foreground delivery gets without a presentation handler; `[]` (silenced) by default.
  public internal(set) var foregroundPresentationWithoutHandler: PresentationOptions

  /// Whether `add` throws `.notificationsNotAllowed` while scheduling is not allowed; `false` by default.
  public internal(set) var rejectsAddsWhenNotAllowed: Bool

  var entries: [PendingEntry] = []
  var shown: [ShownNotification] = []
  /// Where accepted requests' attachment files are moved, as iOS does; a fresh temporary directory.
  public nonisolated let attachmentStore = FileManager.default.temporaryDirectory
    .appendingPathComponent("SimulatedNotificationCenter-\(UUID().uuidString)", isDirectory: true)
  /// The options asked for with `.provisional`, which "Deliver Prominently" grants.
  var provisionalOptions: AuthorizationOptions = []
  var registeredCategories: Set<NotificationCategory> = []
  var launchResponses: [NotificationResponse] = []
  var presentationHandler: (@Sendable (DeliveredNotification) async -> PresentationOptions)?
  var responseHandler: (@Sendable (NotificationResponse) async -> Void)?
  var activationHandler: (@Sendable () async -> Void)?
  /// The front doors over this simulator that keep a delivery record, told of each response.
  package nonisolated let responseRecorders = ResponseRecorders()
  var backgroundRefreshHandler: (@Sendable () async -> Date?)?
  var backgroundRefreshDate: Date?
  /// The next background refresh runs no sooner than ``minimumBackgroundRefreshInterval`` after this.
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

  /// Creates a simulated device, switched on, with nothing pending: `SimulatedNotificationCenter(now: t)`.
  ///
  /// `calendar`'s time zone is replaced by `timeZone`; a `capacity` below 0 counts as 0.
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
  public var timeZone: TimeZone { calendar.timeZone }

  var context: DateBuilder.Context { DateBuilder.Context(now: now, calendar: calendar) }

  /// Moves the virtual clock forward by `seconds`, delivering what comes due: `await center.advance(by: 60)`.
  ///
  /// A negative or non-finite interval does nothing; while the device is off nothing is delivered.
  public func advance(by seconds: TimeInterval) async {
    guard seconds.isFinite else { return }
    await advance(to: now.addingTimeInterval(seconds))
  }

  /// Moves the virtual clock forward to `date`, delivering what comes due: `await center.advance(to: date)`.
  ///
  /// A past or infinite date does nothing.
  public func advance(to date: Date) async {
    guard date >= now, date.timeIntervalSince1970.isFinite else { return }
    await runBackgroundRefreshes(through: date)
    if isPoweredOn { await deliverDue(through: date) }
    if date > now { now = date }
  }

  /// The pending requests, soonest first, then by identifier, location ones last; as ``pendingRequests()``.
  public var pending: [PendingRequest] {
    sortedEntries.map { PendingRequest(request: $0.request, fingerprint: $0.fingerprint) }
  }

  /// The next fire date of each pending dated request: `let tea = await center.pendingFireDates()["tea"]`.
  public func pendingFireDates() -> [String: Date] {
    entries.reduce(into: [:]) { dates, entry in
      if let fire = entry.nextFire { dates[entry.request.identifier] = fire }
    }
  }

  /// What iOS's `nextTriggerDate()` answers for a pending request's trigger, asked now, which is not
  /// always the fire date: `let next = await center.nextTriggerDate(of: "tea")`.
  public func nextTriggerDate(of identifier: String) -> Date? {
    let entry = entries.first { $0.request.identifier.isSameIdentifier(as: identifier) }
    guard let trigger = entry?.request.trigger else { return nil }
    guard case .calendar(let components, _) = trigger else {
      return trigger.nextFireDate(after: now, in: context)
    }
    return CalendarRule.nextDate(matching: components, after: now, device: calendar)
  }

  /// The most deliveries ``upcomingDeliveries(through:)`` lists: 1,000, so that a request repeating
  /// every minute through `.distantFuture` ends: `SimulatedNotificationCenter.upcomingDeliveryLimit`.
  public static let upcomingDeliveryLimit = 1_000

  /// What advancing to `date` would deliver, in order, a repeating request once for each repetition,
  /// at most ``upcomingDeliveryLimit`` of them: `await center.upcomingDeliveries(through: date)`.
  ///
  /// It lists nothing that would not be delivered: nothing while the device is off or the settings
  /// discard deliveries, and nothing for a date before ``now``. It runs no handler, so it lists what
  /// advancing delivers when the handlers that run along the way change nothing pending and no setting.
  public func upcomingDeliveries(through date: Date) -> [String] {
    guard isPoweredOn, date >= now, DeliveryRule.Settings(settings).status.allowsDelivery else { return [] }
    var upcoming = entries
    var clock = now
    var listed: [String] = []
    while listed.count < Self.upcomingDeliveryLimit, let due = Self.nextDue(in: upcoming, through: date) {
      clock = max(clock, due.fire)
      let fired = upcoming.fire(at: due.index, in: DateBuilder.Context(now: clock, calendar: calendar))
      listed.append(fired.request.identifier)
    }
    return listed
  }

  /// The notifications shown in Notification Center, oldest first; the same as ``deliveredNotifications()``.
  public var delivered: [DeliveredNotification] {
    shown.filter(\.listed).map(\.notification)
  }

  /// The events not yet taken, which are then marked taken: `let events = await center.takeEvents()`.
  public func takeEvents() -> [SimulatorEvent] {
    defer { takenEventCount = events.count }
    return unconsumedEvents()
  }

  /// The events not yet taken by ``takeEvents()``, left untaken: `await center.unconsumedEvents()`.
  public func unconsumedEvents() -> [SimulatorEvent] {
    Array(events.dropFirst(takenEventCount))
  }

  /// Puts the simulator back as `init` left it: nothing pending, delivered, recorded or
  /// injected, and no handlers: `await center.reset()`.
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

  /// Sets the presentation without a handler: `await center.setForegroundPresentationWithoutHandler([])`.
  public func setForegroundPresentationWithoutHandler(_ options: PresentationOptions) {
    foregroundPresentationWithoutHandler = options
  }

  /// Sets whether `add` throws while it may not schedule: `await center.setRejectsAddsWhenNotAllowed(true)`.
  public func setRejectsAddsWhenNotAllowed(_ rejects: Bool) {
    rejectsAddsWhenNotAllowed = rejects
  }

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
