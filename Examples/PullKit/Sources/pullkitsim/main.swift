import PullKitDemo
import RefreshSimCLI

RefreshSimCommand.main(strategies: pullKitStrategies)
