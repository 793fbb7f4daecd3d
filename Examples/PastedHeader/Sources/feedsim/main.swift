import FeedRefresh
import RefreshSimCLI

// `swift run feedsim check Scenarios/`: refreshsim's command line, knowing "feed-header".
RefreshSimCommand.main(strategies: feedStrategies)
