import Foundation
import NiceNotifications
import Testing

/// A group for the catalogue.
private struct CatalogueGroup: LocalNotificationsGroup {
  let groupIdentifier = "catalogue"
  func getTimeline(completion: @escaping @Sendable (NotificationsTimeline) -> Void) { completion(.empty) }
}

/// Every `public` declaration of the original NiceNotifications that involves none of
/// `UNUserNotificationCenter`, `UNNotificationRequest`, `UNNotification`,
/// `UNMutableNotificationContent` or UIKit: 125 of them.
///
/// One file, compiled twice: in the Swift 6 language mode here, and in the Swift 5 mode by
/// NiceNotificationsSwift5Tests, which links to it.
///
/// Each entry uses one as an app writes it — a type, a case, a property, or a function. Static
/// functions that act on the default instance appear as unapplied references here (this process
/// shares its default instance with other suites); OriginalStaticCallsTests and
/// NiceNotificationsSwift5Tests run them in a process of their own.
///
/// Left out of the 125 (they involve those types): `LocalNotifications.Env` and its five
/// functions, `SystemAuthorization.Env` and its two, `directSchedule(request:…)`,
/// `__shouldRemoveDeliveredNotification` (requirement and default), the seven
/// `schedule(with:)` overloads typed with `UNMutableNotificationContent`, the
/// `NotificationContent` class itself and its `init?(coder:)`, and the UIKit askers.
struct OriginalCatalogueTests {
  /// The four declarations that are not usable as written, and why.
  static let notCarriedOver = [
    "GroupLevelAuthorization.Env", "GroupLevelAuthorization.Env.valueForKey",
    "GroupLevelAuthorization.Env.setValue", "GroupLevelAuthorization.Env.setUserDefaults(_:)",
  ]

  @available(*, deprecated, message: "uses the original's deprecated shapes on purpose")
  @Test func everyPublicDeclarationOfTheOriginalIsUsable() {
    typealias LN = LocalNotifications
    let asker = LN.ApplicationLevelPermissionAsker { completion in completion(.success(true)) }
    let strategy = LN.PermissionStrategy(groupLevel: .bypass, systemLevel: .askPermission)
    let entry: LN.NotificationRequest = Tomorrow().at(hour: 9, minute: 0).schedule(title: "Hi")
    let inAMinute = NotificationTrigger.keyPathForTriggerSet(.timeInterval(60, repeats: false))
    let trigger = inAMinute.triggers[0]
    let triggerSet = LN.NotificationTriggerSet.single(trigger: trigger)
    let catalogue: [(String, Any)] = [
      ("LocalNotifications.Log", LN.Log.self),
      ("Log.info", LN.Log.info),
      ("PermissionStrategy", LN.PermissionStrategy.self),
      ("PermissionStrategy.init(groupLevel:systemLevel:)", strategy),
      ("PermissionStrategy.groupLevel", strategy.groupLevel),
      ("PermissionStrategy.systemLevel", strategy.systemLevel),
      ("PermissionStrategy.SystemLevel", LN.PermissionStrategy.SystemLevel.self),
      ("SystemLevel.askPermission", LN.PermissionStrategy.SystemLevel.askPermission),
      ("SystemLevel.ifAlreadyAllowed", LN.PermissionStrategy.SystemLevel.ifAlreadyAllowed),
      ("PermissionStrategy.GroupLevel", LN.PermissionStrategy.GroupLevel.self),
      ("GroupLevel.allowAutomatically", LN.PermissionStrategy.GroupLevel.allowAutomatically),
      ("GroupLevel.askPermission(_:_:)", LN.PermissionStrategy.GroupLevel.askPermission(.once, asker)),
      ("GroupLevel.ifAlreadyAllowed", LN.PermissionStrategy.GroupLevel.ifAlreadyAllowed),
      ("GroupLevel.ifAllowed(other:)", LN.PermissionStrategy.GroupLevel.ifAllowed(other: CatalogueGroup())),
      ("GroupLevel.bypass", LN.PermissionStrategy.GroupLevel.bypass),
      ("GroupLevel.AskPermissionMode", LN.PermissionStrategy.GroupLevel.AskPermissionMode.self),
      ("AskPermissionMode.once", LN.PermissionStrategy.GroupLevel.AskPermissionMode.once),
      (
        "AskPermissionMode.alwaysIfNotAllowed",
        LN.PermissionStrategy.GroupLevel.AskPermissionMode.alwaysIfNotAllowed
      ),
      ("PermissionStrategy.askSystemPermissionIfNeeded", LN.PermissionStrategy.askSystemPermissionIfNeeded),
      ("PermissionStrategy.scheduleIfSystemAllowed", LN.PermissionStrategy.scheduleIfSystemAllowed),
      (
        "PermissionStrategy.askWithPrePermission(_:prePermission:)",
        LN.PermissionStrategy.askWithPrePermission(.once, prePermission: asker)
      ),
      ("ApplicationLevelPermissionAsker", LN.ApplicationLevelPermissionAsker.self),
      (
        "ApplicationLevelPermissionAsker.init(askPermission:)",
        LN.ApplicationLevelPermissionAsker(askPermission: { $0(.success(false)) })
      ),
      ("ApplicationLevelPermissionAsker.askPermission(completion:)", asker.askPermission(completion:)),
      ("LocalNotifications", LN.self),
      ("FinalAuthorizationStatus", LN.FinalAuthorizationStatus.self),
      ("FinalAuthorizationStatus.enabled", LN.FinalAuthorizationStatus.enabled),
      ("FinalAuthorizationStatus.disabled", LN.FinalAuthorizationStatus.disabled),
      ("FinalAuthorizationStatus.systemDenied", LN.FinalAuthorizationStatus.systemDenied),
      ("FinalAuthorizationStatus.isEnabled", LN.FinalAuthorizationStatus.enabled.isEnabled),
      (
        "currentAuthorizationStatus(forGroup:completion:)",
        LN.currentAuthorizationStatus(forGroup:completion:)
          as (CatalogueGroup, @escaping @Sendable (LN.FinalAuthorizationStatus) -> Void) -> Void
      ),
      (
        "requestPermission(strategy:completion:)",
        LN.requestPermission(strategy:forGroup:completion:)
          as (LN.PermissionStrategy, String?, @escaping @Sendable (Bool) -> Void) -> Void
      ),
      (
        "remove(group:)",
        LN.remove(group:completion:) as (CatalogueGroup, (@Sendable (RescheduleReport) -> Void)?) -> Void
      ),
      (
        "disable(group:)",
        LN.disable(group:completion:) as (CatalogueGroup, (@Sendable (RescheduleReport) -> Void)?) -> Void
      ),
      (
        "schedule(timeline:group:permissionStrategy:completion:)",
        LN.schedule(timeline:group:permissionStrategy:completion:)
          as (
            NotificationsTimeline, String?, LN.PermissionStrategy,
            @escaping @Sendable (LN.SchedulingResult) -> Void
          ) -> AdHocGroup
      ),
      (
        "schedule(permissionStrategy:group:_:completion:)",
        LN.schedule(permissionStrategy:group:_:completion:)
          as (
            LN.PermissionStrategy, String?, () -> [NotificationsTimeline.Entry],
            @escaping @Sendable (LN.SchedulingResult) -> Void
          ) -> AdHocGroup
      ),
      (
        "reschedule(group:permissionStrategy:completion:)",
        LN.reschedule(group:permissionStrategy:completion:)
          as (CatalogueGroup, LN.PermissionStrategy, @escaping @Sendable (Bool) -> Void) -> Void
      ),
      (
        "withPermission(strategy:group:perform:completion:)",
        LN.withPermission(strategy:group:perform:completion:)
          as (
            LN.PermissionStrategy, String?, @escaping @Sendable () -> Void,
            @escaping @Sendable (LN.PermissionResult) -> Void
          ) -> Void
      ),
      ("SchedulingResult", LN.SchedulingResult.self),
      ("SchedulingResult.scheduledSuccesfully", LN.SchedulingResult.scheduledSuccesfully),
      (
        "SchedulingResult.systemError",
        LN.SchedulingResult.systemError(LN.SchedulingResult.Failure(reason: "x"))
      ),
      ("SchedulingResult.deniedOnGroupLevel", LN.SchedulingResult.deniedOnGroupLevel),
      ("SchedulingResult.deniedOnSystemLevel", LN.SchedulingResult.deniedOnSystemLevel),
      ("SchedulingResult.isSuccess", LN.SchedulingResult.scheduledSuccesfully.isSuccess),
      ("PermissionResult", LN.PermissionResult.self),
      ("PermissionResult.allowed", LN.PermissionResult.allowed),
      ("PermissionResult.deniedOnSystemLevel", LN.PermissionResult.deniedOnSystemLevel),
      ("PermissionResult.deniedOnGroupLevel", LN.PermissionResult.deniedOnGroupLevel),
      ("PermissionResult.isAllowed", LN.PermissionResult.allowed.isAllowed),
      ("PermissionResult.isDenied", LN.PermissionResult.allowed.isDenied),
      ("PermissionResult.asSchedulingResult", LN.PermissionResult.allowed.asSchedulingResult),
      ("GroupLevelAuthorization", LN.GroupLevelAuthorization.self),
      (
        "GroupLevelAuthorization._userDefaultsKey(forGroup:)",
        LN.GroupLevelAuthorization._userDefaultsKey(forGroup: "catalogue")
      ),
      ("GroupLevelAuthorization.Status", LN.GroupLevelAuthorization.Status.self),
      ("Status.notAsked", LN.GroupLevelAuthorization.Status.notAsked),
      ("Status.allowed", LN.GroupLevelAuthorization.Status.allowed),
      ("Status.denied", LN.GroupLevelAuthorization.Status.denied),
      ("Status.isAllowed", LN.GroupLevelAuthorization.Status.denied.isAllowed),
      (
        "GroupLevelAuthorization.getCurrent(forGroup:)",
        LN.GroupLevelAuthorization.getCurrent(forGroup:) as (String) -> LN.GroupLevelAuthorization.Status
      ),
      (
        "GroupLevelAuthorization.setIsAllowed(_:forGroup:)",
        LN.GroupLevelAuthorization.setIsAllowed(_:forGroup:)
      ),
      ("SystemAuthorization", LN.SystemAuthorization.self),
      ("SystemAuthorization.Status", LN.SystemAuthorization.Status.self),
      ("SystemAuthorization.Status.allowed", LN.SystemAuthorization.Status.allowed),
      ("SystemAuthorization.Status.deniedPreviously", LN.SystemAuthorization.Status.deniedPreviously),
      ("SystemAuthorization.Status.deniedNow", LN.SystemAuthorization.Status.deniedNow),
      ("SystemAuthorization.Status.undetermined", LN.SystemAuthorization.Status.undetermined),
      ("SystemAuthorization.Status.isAllowed", LN.SystemAuthorization.Status.undetermined.isAllowed),
      ("SystemAuthorization.getCurrent(_:)", LN.SystemAuthorization.getCurrent(_:)),
      (
        "SystemAuthorization.authorizeWithSystem(options:_:)",
        LN.SystemAuthorization.authorizeWithSystem(options:_:)
      ),
      ("LocalNotificationsGroupContextPreference", LocalNotificationsGroupContextPreference.self),
      (
        "LocalNotificationsGroupContextPreference.mainQueueOnly",
        LocalNotificationsGroupContextPreference.mainQueueOnly
      ),
      (
        "LocalNotificationsGroupContextPreference.canRunOnAnyQueue",
        LocalNotificationsGroupContextPreference.canRunOnAnyQueue
      ),
      ("LocalNotificationsGroup", (any LocalNotificationsGroup).self),
      ("LocalNotificationsGroup.groupIdentifier", CatalogueGroup().groupIdentifier),
      (
        "LocalNotificationsGroup.preferredExecutionContext",
        (CatalogueGroup() as any LocalNotificationsGroup).preferredExecutionContext
      ),
      ("LocalNotificationsGroup.getTimeline(completion:)", CatalogueGroup().getTimeline(completion:)),
      (
        "extension LocalNotificationsGroup.preferredExecutionContext",
        CatalogueGroup().preferredExecutionContext
      ),
      ("NotificationsTimeline", NotificationsTimeline.self),
      ("NotificationsTimeline.requests", NotificationsTimeline.empty.requests),
      ("NotificationsTimeline.init(requests:)", NotificationsTimeline(requests: [entry])),
      ("NotificationsTimeline.init(_:)", NotificationsTimeline { entry }),
      ("NotificationsTimeline.init(combining:) variadic", NotificationsTimeline(combining: .empty, .empty)),
      ("NotificationsTimeline.init(combining:) array", NotificationsTimeline(combining: [.empty])),
      ("NotificationsTimeline.empty", NotificationsTimeline.empty),
      ("LocalNotifications.NotificationRequest", LN.NotificationRequest.self),
      ("NotificationRequest.withCategory(_:)", entry.withCategory("quote")),
      ("NotificationRequest.withTargetContentIdentifier(_:)", entry.withTargetContentIdentifier("quote")),
      ("LocalNotifications.Trigger", LN.Trigger.self),
      ("Trigger.rawTrigger", trigger.rawTrigger),
      ("Trigger.identifier", trigger.identifier),
      ("Trigger.nextTriggerDate", trigger.nextTriggerDate),
      ("NotificationContentIdentifier", LN.NotificationContentIdentifier.self),
      ("NotificationContentIdentifier.rawValue", trigger.identifier.rawValue),
      (
        "NotificationContentIdentifier.init(rawValue:)",
        LN.NotificationContentIdentifier(rawValue: "catalogue")
      ),
      ("NotificationContentIdentifier.makeRandom()", LN.NotificationContentIdentifier.makeRandom()),
      ("NotificationsScheduling", (any NotificationsScheduling).self),
      (
        "NotificationsScheduling.keyPathForTriggerSet",
        LN.NotificationTriggerSet.keyPathForTriggerSet(triggerSet)
      ),
      ("Array: NotificationsScheduling", [Tomorrow().at(hour: 9, minute: 0)] as any NotificationsScheduling),
      (
        "Array.keyPathForTriggerSet",
        [DateBuilder.ResolvedDate].keyPathForTriggerSet([Tomorrow().at(hour: 9, minute: 0)])
      ),
      (
        "NotificationsScheduling.schedule(title:subtitle:body:sound:)",
        triggerSet.schedule(title: "Hi", subtitle: nil, body: nil, sound: .default)
      ),
      ("NotificationTriggerSet", LN.NotificationTriggerSet.self),
      ("NotificationTriggerSet.triggers", triggerSet.triggers),
      ("NotificationTriggerSet.keyPathForTriggerSet", LN.NotificationTriggerSet.keyPathForTriggerSet),
      ("NotificationTriggerSet.empty", LN.NotificationTriggerSet.empty),
      ("NotificationTriggerSet.single(trigger:)", triggerSet),
      (
        "NotificationContent.init(title:subtitle:body:sound:)",
        NotificationContent.init(title:subtitle:body:sound:)
          as (String?, String?, String?, NotificationSound?) -> NotificationContent
      ),
      (
        "NotificationContent.muted(title:subtitle:body:)",
        NotificationContent.muted(title:subtitle:body:) as (String?, String?, String?) -> NotificationContent
      ),
      (
        "ResolvedDate: NotificationsScheduling",
        Tomorrow().at(hour: 9, minute: 0) as any NotificationsScheduling
      ),
      (
        "ResolvedDate.keyPathForTriggerSet",
        DateBuilder.ResolvedDate.keyPathForTriggerSet(Tomorrow().at(hour: 9, minute: 0))
      ),
      (
        "UNNotificationTrigger: NotificationsScheduling",
        NotificationTrigger.timeInterval(60, repeats: false) as any NotificationsScheduling
      ),
      (
        "UNNotificationTrigger.keyPathForTriggerSet",
        NotificationTrigger.keyPathForTriggerSet(.timeInterval(60, repeats: false))
      ),
      ("TimelineBuilder", TimelineBuilder.self),
      ("TimelineBuilder.Expression", TimelineBuilder.Expression.self),
      ("TimelineBuilder.Component", TimelineBuilder.Component.self),
      ("TimelineBuilder.buildExpression(_: Expression)", TimelineBuilder.buildExpression(entry)),
      (
        "TimelineBuilder.buildExpression(_: Expression?)",
        TimelineBuilder.buildExpression(nil as TimelineBuilder.Expression?)
      ),
      ("TimelineBuilder.buildBlock(_: Component...)", TimelineBuilder.buildBlock([entry], [entry])),
      ("TimelineBuilder.buildOptional(_:)", TimelineBuilder.buildOptional(nil)),
      ("TimelineBuilder.buildBlock(_: Component)", TimelineBuilder.buildBlock([entry])),
      ("TimelineBuilder.buildEither(first:)", TimelineBuilder.buildEither(first: [entry])),
      ("TimelineBuilder.buildEither(second:)", TimelineBuilder.buildEither(second: [])),
    ]
    let names = catalogue.map(\.0)
    #expect(Set(names).count == names.count)
    #expect(Set(names).isDisjoint(with: Self.notCarriedOver))
    // Usable as written: 121 of the 125.
    #expect(names.count == 121)
    #expect(names.count + Self.notCarriedOver.count == 125)
  }
}
