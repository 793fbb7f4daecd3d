import RefreshSimCLI

RefreshSimCommand.main()
