import DateBuilder
import NiceNotifications
import NiceNotificationsTesting
import Testing

/// The simulated cloud moves values between devices only at a sync, as the iCloud store would.
struct SimulatedCloudTests {
  @Test func aWriteReachesAnotherDeviceOnlyWhenBothSync() {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    let tablet = cloud.device("tablet")
    phone.setValue("dark", forKey: "theme")
    #expect(tablet.value(forKey: "theme") == nil)
    cloud.sync(phone)
    #expect(tablet.value(forKey: "theme") == nil)
    cloud.sync(tablet)
    #expect(tablet.value(forKey: "theme") == "dark")
    #expect(cloud.device("laptop").value(forKey: "theme") == "dark")
  }

  @Test func theLastWriteToArriveWinsAndTheOthersAreTold() {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    let tablet = cloud.device("tablet")
    let told = Locked<[UbiquitousKeyValueChange]>([])
    let observation = phone.observeExternalChanges { change in told.withLock { $0.append(change) } }
    tablet.setValue("light", forKey: "theme")
    phone.setValue("dark", forKey: "theme")
    cloud.sync(phone)
    cloud.sync(tablet)
    #expect(!cloud.hasUnsentWrites)
    cloud.sync()
    #expect(phone.value(forKey: "theme") == "light")
    #expect(told.withLock { $0 } == [UbiquitousKeyValueChange(reason: .serverChange, changedKeys: ["theme"])])
    observation.cancel()
    tablet.removeValue(forKey: "theme")
    cloud.sync()
    #expect(phone.value(forKey: "theme") == nil)
    #expect(told.withLock { $0.count } == 1)
  }

  @Test func aKeyTheRealStoreRefusesIsRecordedNotKept() {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    phone.setValue(1, forKey: String(repeating: "k", count: 65))
    phone.setValue(1, forKey: "")
    cloud.sync()
    #expect(phone.keys.isEmpty)
    #expect(cloud.limitViolations.count == 2)
  }

  @Test func anAccountChangeClearsEveryDeviceAndSaysSo() {
    let cloud = SimulatedCloud()
    let phone = cloud.device("phone")
    phone.setValue("dark", forKey: "theme")
    cloud.sync()
    let told = Locked<[UbiquitousKeyValueChange]>([])
    let observation = phone.observeExternalChanges { change in told.withLock { $0.append(change) } }
    cloud.changeAccount()
    #expect(phone.keys.isEmpty && cloud.serverValues.isEmpty)
    #expect(
      told.withLock { $0 } == [UbiquitousKeyValueChange(reason: .accountChange, changedKeys: ["theme"])])
    observation.cancel()
  }
}
